/*
 * The exhaustive search in C: depth first over every move, with the safe
 * moves to the foundations played at once, each position's moves ordered by
 * the solver's heuristic when weights are given, and a visited set of
 * 128-bit fingerprints of the position with its columns in any order.
 *
 * Why C: a proof that a deal is lost walks its whole reachable space, which
 * for the hardest deals of the tight games (one or two free cells, ForeCell)
 * runs to millions of positions. The searches in Python, even compiled by
 * mypyc, expand about a hundred thousand a second; here one to two
 * microseconds, with no Python object made per position, and a position
 * seen costs 16 bytes.
 *
 * The moves are exactly those of ``moves.legal_moves`` (with ``complete``
 * true, or false for a best-first search that keeps runs whole), and a child
 * is exactly ``moves.play``: the same tables (read off the Rules value by the
 * Python side and handed in as bytes), the same shortcuts. ``children`` and
 * ``key`` expose both, so that the tests hold this module to the Python code
 * position by position. The Python code is the reference and this the fast
 * copy: ``native.CompiledSearch`` wraps it for the portfolio, and Python
 * names this type ``native.CompiledCore``.
 *
 * With ``greedy`` the same type searches best first, as ``search.BestFirst``
 * does (see ``native.py``): in the tight games the heuristic searches that
 * win most deals there need more positions than Python walks in the app's
 * budget on a few deals.
 *
 * With ``compound`` it searches depth first over the compound moves of
 * ``macros.CompoundMoves``, in its order and with its visited set (a child
 * is seen when it is made): each compound move clears the cards above one card and
 * plays it somewhere useful, and the positions in between are never
 * searched. There the columns are kept sorted, as the Python search keeps
 * them, so that both make the same moves in the same order; a way through
 * then names each move's columns as sorted before it (``search.path_moves``
 * renames them).
 *
 * A position is a byte string: each column's cards bottom to top and a
 * separator (255), then the cells, sorted. Columns stay in table order, so a
 * path's moves name real columns. The fingerprint adds up the columns'
 * hashes, so their order does not count, and a column's hash is carried
 * over from the parent unless the move changed it.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define SEP 255
#if defined(__GNUC__) || defined(__clang__)
#define PREFETCH(address) __builtin_prefetch(address)
#else
#define PREFETCH(address) ((void)(address))
#endif
#define MAX_COLUMNS 13
#define MAX_CELLS 8
#define CARDS 52
/* 52 cards and a separator per column. */
#define SIZE 72
/* More than any position has: up 8 cells * (1 + 4 parents + 1 empty), per
 * column 1 up + 13 lengths * (4 parents + 1 empty) + 1 cell. */
#define MOST_MOVES 1024
/* A position's compound moves: its plain moves, and at most 4 cards dug out
 * for the foundations, 52 * 4 onto a column and 13 columns emptied. */
#define MOST_CHILDREN (MOST_MOVES + 256)
/* A compound move waiting in a frame: kind DIG, a the card, b its goal + 2
 * (0 anywhere but an empty column, 1 up, else the card it goes on). Plain
 * moves wait as themselves. */
#define DIG 6
/* The plain moves one compound move may take: every card but one moved once,
 * and the last. */
#define MOST_STEPS CARDS

typedef struct {
    uint8_t b[SIZE];
    uint8_t len;
    uint8_t found[4];
} State;

/* kind: 0 column up, 1 cell up, 2 column to cell, 3 cell to column, 4 column
 * to column (as ``state``); a: column, or card for 1 and 3; b: destination
 * column; n: cards moved. */
typedef struct {
    uint8_t kind, a, b, n;
} Move;

/* A move waiting in a frame, with the fingerprint of the position it leads to. */
typedef struct {
    Move move;
    uint64_t high, low;
} Entry;

typedef struct {
    uint8_t start[MAX_COLUMNS];
    uint8_t len[MAX_COLUMNS];
    uint8_t cells_at;
    uint8_t cells;
} View;

/* A position on the path. Kept small, since a depth-first path can run to
 * hundreds of thousands: its view and its columns' hashes are made again
 * when it is back on top (``refresh_top``). */
typedef struct {
    State state;
    Move via;
    int32_t first, next, end; /* this frame's moves in the move pool */
} Frame;

typedef struct {
    int columns, cells;
    uint8_t parents[CARDS][CARDS]; /* the cards each card may go on */
    uint8_t parent_count[CARDS];
    uint8_t fills[CARDS];
    uint8_t capacity[MAX_CELLS + 1][MAX_COLUMNS + 2]; /* [free][empty + 1]; empty -1 gives 0 */
    uint8_t needs[CARDS];                             /* suits that must be as high, as bits */
    /* The heuristic's weights (``heuristic.Weights``): left, blocked,
     * next_depth, second_depth, empty, cells; all zero for no ordering. */
    double weights[6];
    int ordered;
} Rules;

/* A position waiting in the best-first search's open list. */
typedef struct {
    State state;
    uint64_t high, low;
    double priority;
    uint64_t order;  /* when it was put there: among equals the last goes first */
    uint32_t parent; /* the expanded position it came from */
    uint32_t depth;
    Move via;
} Node;

#define NO_PARENT 0xFFFFFFFFu

typedef struct {
    PyObject_HEAD
    Rules rules;
    /* Best first rather than depth first (``greedy``): the open list, a
     * binary heap, and each expanded position's parent and move there. */
    int greedy, complete, dropped;
    /* Compound moves (``macros``), depth first. */
    int compound;
    double path_cost;
    Node *open;
    size_t open_count, open_size, most_open;
    uint32_t *parents;
    Move *vias;
    size_t closed_count, closed_size;
    uint64_t order;
    /* The visited set: open addressing on two parallel arrays. */
    uint64_t *table; /* fingerprint pairs: high, low */
    size_t slots, count, most_slots;
    Frame *frames;
    size_t depth, frames_size;
    /* The top frame's view and columns' hashes. */
    View top_view;
    uint64_t top_a[MAX_COLUMNS], top_b[MAX_COLUMNS];
    /* The most bytes the path (frames and waiting moves) may take. */
    size_t most_path;
    /* Room for the children of one position (``push``). */
    State *scratch;
    View *scratch_views;
    Entry *pool;
    size_t pool_size;
    long long expanded;
    /* A depth-first search's chance in its order (``seed``): the state of
     * its generator, 0 for none, and the most it adds to a move's value. */
    uint64_t rng;
    double jitter;
    int solved, dry, full;
    PyObject *solution; /* a list of move tuples once solved */
    State origin;       /* the start, settled */
} Exhaust;

/* ---- positions ---- */

static void view_of(const Rules *r, const State *s, View *v)
{
    int at = 0;
    for (int i = 0; i < r->columns; i++) {
        int begin = at;
        while (s->b[at] != SEP)
            at++;
        v->start[i] = (uint8_t)begin;
        v->len[i] = (uint8_t)(at - begin);
        at++;
    }
    v->cells_at = (uint8_t)at;
    v->cells = (uint8_t)(s->len - at);
}

static int run_length(const Rules *r, const uint8_t *column, int size)
{
    int length = 1;
    while (length < size) {
        uint8_t card = column[size - length], below = column[size - length - 1];
        const uint8_t *parents = r->parents[card];
        int fits = 0;
        for (int p = 0; p < r->parent_count[card]; p++)
            if (parents[p] == below) {
                fits = 1;
                break;
            }
        if (!fits)
            break;
        length++;
    }
    return length;
}

static int capacity(const Rules *r, int free, int empty)
{
    return r->capacity[free][empty + 1];
}

/* The moves of ``legal_moves``, in its order: every move when ``complete``,
 * else without those that break up a run. */
static int moves_of(const Rules *r, const State *s, const View *v, Move *out, int complete)
{
    int n = 0;
    int free = r->cells - v->cells;
    int8_t tops[CARDS];
    int empties = 0, first_empty = -1;
    memset(tops, -1, sizeof tops);
    for (int i = 0; i < r->columns; i++) {
        if (v->len[i])
            tops[s->b[v->start[i] + v->len[i] - 1]] = (int8_t)i;
        else if (!empties++)
            first_empty = i;
    }
    int to_occupied = capacity(r, free, empties);
    int to_empty = capacity(r, free, empties - 1);
    const uint8_t *cells = s->b + v->cells_at;
    for (int c = 0; c < v->cells; c++) {
        uint8_t card = cells[c];
        if (s->found[card & 3] == card >> 2)
            out[n++] = (Move){1, card, 0, 0};
    }
    for (int i = 0; i < r->columns; i++) {
        if (!v->len[i])
            continue;
        uint8_t top = s->b[v->start[i] + v->len[i] - 1];
        if (s->found[top & 3] == top >> 2)
            out[n++] = (Move){0, (uint8_t)i, 0, 0};
    }
    for (int i = 0; i < r->columns; i++) {
        int size = v->len[i];
        if (!size)
            continue;
        const uint8_t *column = s->b + v->start[i];
        int run = run_length(r, column, size);
        int most = run < to_occupied ? run : to_occupied;
        for (int count = complete ? 1 : run; count <= most; count++) {
            uint8_t card = column[size - count];
            for (int p = 0; p < r->parent_count[card]; p++) {
                int j = tops[r->parents[card][p]];
                if (j >= 0)
                    out[n++] = (Move){4, (uint8_t)i, (uint8_t)j, (uint8_t)count};
            }
        }
        if (empties) {
            most = run < to_empty ? run : to_empty;
            if (most > size - 1)
                most = size - 1; /* a whole column onto an empty one changes nothing */
            if (complete) {
                for (int count = 1; count <= most; count++)
                    if (r->fills[column[size - count]])
                        out[n++] = (Move){4, (uint8_t)i, (uint8_t)first_empty, (uint8_t)count};
            } else {
                for (int count = most; count > 0; count--)
                    if (r->fills[column[size - count]]) { /* the most that may go */
                        out[n++] = (Move){4, (uint8_t)i, (uint8_t)first_empty, (uint8_t)count};
                        break;
                    }
            }
        }
        if (free && (complete || run == 1))
            out[n++] = (Move){2, (uint8_t)i, 0, 0};
    }
    for (int c = 0; c < v->cells; c++) {
        uint8_t card = cells[c];
        for (int p = 0; p < r->parent_count[card]; p++) {
            int j = tops[r->parents[card][p]];
            if (j >= 0)
                out[n++] = (Move){3, card, (uint8_t)j, 0};
        }
        if (empties && r->fills[card])
            out[n++] = (Move){3, card, (uint8_t)first_empty, 0};
    }
    return n;
}

/* A column as a base taken from the parent and cards added on it. */
typedef struct {
    const uint8_t *base;
    int base_len;
    uint8_t added[CARDS];
    int added_len;
} Pile;

static int pile_top(const Pile *p)
{
    if (p->added_len)
        return p->added[p->added_len - 1];
    return p->base_len ? p->base[p->base_len - 1] : -1;
}

static void pile_pop(Pile *p)
{
    if (p->added_len)
        p->added_len--;
    else
        p->base_len--;
}

static void remove_cell(uint8_t *cells, int *count, uint8_t card)
{
    int at = 0;
    while (cells[at] != card)
        at++;
    memmove(cells + at, cells + at + 1, (size_t)(*count - at - 1));
    (*count)--;
}

/* ``moves.play``: the move, then every safe card up (``state.settle``). */
static void play_into(const Rules *r, const State *s, const View *v, Move m, State *out,
                      View *out_view, unsigned *dirty)
{
    unsigned changed = 0;
    Pile piles[MAX_COLUMNS];
    uint8_t cells[MAX_CELLS];
    int cell_count = v->cells;
    uint8_t found[4];
    memcpy(found, s->found, 4);
    memcpy(cells, s->b + v->cells_at, (size_t)cell_count);
    for (int i = 0; i < r->columns; i++) {
        piles[i].base = s->b + v->start[i];
        piles[i].base_len = v->len[i];
        piles[i].added_len = 0;
    }
    if (m.kind == 4) {
        Pile *source = &piles[m.a], *dest = &piles[m.b];
        memcpy(dest->added, source->base + source->base_len - m.n, m.n);
        dest->added_len = m.n;
        source->base_len -= m.n;
        changed |= 1u << m.a | 1u << m.b;
    } else if (m.kind == 2) {
        Pile *source = &piles[m.a];
        uint8_t card = source->base[--source->base_len];
        changed |= 1u << m.a;
        int at = cell_count;
        while (at > 0 && cells[at - 1] > card) {
            cells[at] = cells[at - 1];
            at--;
        }
        cells[at] = card;
        cell_count++;
    } else if (m.kind == 0) {
        Pile *source = &piles[m.a];
        uint8_t card = source->base[--source->base_len];
        changed |= 1u << m.a;
        found[card & 3]++;
    } else if (m.kind == 1 || m.kind == 3) {
        remove_cell(cells, &cell_count, m.a);
        if (m.kind == 3) {
            piles[m.b].added[0] = m.a;
            piles[m.b].added_len = 1;
            changed |= 1u << m.b;
        } else {
            found[m.a & 3]++;
        }
    }
    /* settle */
    int progress = 1;
    while (progress) {
        progress = 0;
        for (int suit = 0; suit < 4; suit++) {
            int rank = found[suit];
            if (rank == 13)
                continue;
            int card = rank * 4 + suit;
            int safe = 1;
            for (int other = 0; other < 4; other++)
                if ((r->needs[card] >> other & 1) && found[other] < rank) {
                    safe = 0;
                    break;
                }
            if (!safe)
                continue;
            int taken = 0;
            for (int i = 0; i < r->columns; i++)
                if (pile_top(&piles[i]) == card) {
                    pile_pop(&piles[i]);
                    changed |= 1u << i;
                    taken = 1;
                    break;
                }
            if (!taken)
                for (int c = 0; c < cell_count; c++)
                    if (cells[c] == card) {
                        remove_cell(cells, &cell_count, (uint8_t)card);
                        taken = 1;
                        break;
                    }
            if (!taken)
                continue;
            found[suit] = (uint8_t)(rank + 1);
            progress = 1;
        }
    }
    int at = 0;
    for (int i = 0; i < r->columns; i++) {
        out_view->start[i] = (uint8_t)at;
        memcpy(out->b + at, piles[i].base, (size_t)piles[i].base_len);
        at += piles[i].base_len;
        memcpy(out->b + at, piles[i].added, (size_t)piles[i].added_len);
        at += piles[i].added_len;
        out_view->len[i] = (uint8_t)(at - out_view->start[i]);
        out->b[at++] = SEP;
    }
    out_view->cells_at = (uint8_t)at;
    out_view->cells = (uint8_t)cell_count;
    memcpy(out->b + at, cells, (size_t)cell_count);
    out->len = (uint8_t)(at + cell_count);
    *dirty = changed;
    memcpy(out->found, found, 4);
}

static void play(const Rules *r, const State *s, const View *v, Move m, State *out)
{
    View ignored;
    unsigned dirty;
    play_into(r, s, v, m, out, &ignored, &dirty);
}

/* The key of ``state.key_of``: the columns sorted as ``bytes`` sort, then
 * the cells; the tests hold it to the Python one, and two positions with the
 * same key have the same fingerprint (``position_print``). Returns its
 * length. Every card is in one place, so columns that hold cards differ in
 * their first card, which alone decides their order; an empty column sorts
 * first. */
static int key_of(const Rules *r, const State *s, const View *v, uint8_t *key)
{
    int order[MAX_COLUMNS], first[MAX_COLUMNS];
    for (int i = 0; i < r->columns; i++) {
        int bottom = v->len[i] ? s->b[v->start[i]] : -1;
        int j = i;
        while (j > 0 && first[j - 1] > bottom) {
            order[j] = order[j - 1];
            first[j] = first[j - 1];
            j--;
        }
        order[j] = i;
        first[j] = bottom;
    }
    int at = 0;
    for (int i = 0; i < r->columns; i++) {
        int k = order[i];
        memcpy(key + at, s->b + v->start[k], v->len[k]);
        at += v->len[k];
        key[at++] = SEP;
    }
    memcpy(key + at, s->b + v->cells_at, v->cells);
    return at + v->cells;
}

/* ---- fingerprints and the visited set ---- */

static uint64_t mix(uint64_t h)
{
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

/* Two independent 64-bit hashes of the key (padded to whole words), from
 * fixed seeds: the same fingerprint in every process, so the search is
 * deterministic. */
static void fingerprint(const uint8_t *key, int size, uint64_t *high, uint64_t *low)
{
    uint64_t a = 0x9e3779b97f4a7c15ULL ^ (uint64_t)size;
    uint64_t b = 0xc2b2ae3d27d4eb4fULL + (uint64_t)size;
    for (int at = 0; at < size; at += 8) {
        uint64_t word;
        memcpy(&word, key + at, 8);
        a = (a ^ word) * 0x9fb21c651e98df25ULL;
        a ^= a >> 29;
        b = (b + word) * 0xbf58476d1ce4e5b9ULL;
        b ^= b >> 31;
        b = (b << 23) | (b >> 41);
    }
    *high = mix(a);
    *low = mix(b ^ 0x94d049bb133111ebULL) | 1; /* never 0, which marks an empty slot */
}

static int table_alloc(Exhaust *self, size_t slots)
{
    uint64_t *table = calloc(2 * slots, sizeof(uint64_t));
    if (!table)
        return -1;
    uint64_t *old = self->table;
    size_t old_slots = self->slots;
    self->table = table;
    self->slots = slots;
    for (size_t i = 0; i < old_slots; i++) {
        if (!old[2 * i + 1])
            continue;
        size_t at = old[2 * i] & (slots - 1);
        while (table[2 * at + 1])
            at = (at + 1) & (slots - 1);
        table[2 * at] = old[2 * i];
        table[2 * at + 1] = old[2 * i + 1];
    }
    free(old);
    return 0;
}

/* 1 when new, 0 when seen, -1 when the table may grow no more. */
static int table_add(Exhaust *self, uint64_t high, uint64_t low)
{
    size_t mask = self->slots - 1, at = high & mask;
    uint64_t *table = self->table;
    while (table[2 * at + 1]) {
        if (table[2 * at + 1] == low && table[2 * at] == high)
            return 0;
        at = (at + 1) & mask;
    }
    /* Grown at 70% full; the largest table allowed is filled to 85%, where
     * probes are longer but still mostly within a cache line or two. */
    if (10 * (self->count + 1) > 7 * self->slots) {
        int last = 2 * self->slots > self->most_slots;
        if (last && 20 * (self->count + 1) > 17 * self->slots)
            return -1;
        if (!last) {
            if (table_alloc(self, 2 * self->slots) < 0)
                return -1;
            return table_add(self, high, low);
        }
    }
    table[2 * at] = high;
    table[2 * at + 1] = low;
    self->count++;
    return 1;
}

/* A column's (or the cells') share of a fingerprint: two independent
 * 64-bit hashes of its cards. */
static void part_hash(const uint8_t *cards, int size, uint64_t seed, uint64_t *a, uint64_t *b)
{
    uint64_t x = seed + (uint64_t)size, y = ~seed ^ ((uint64_t)size << 32);
    for (int i = 0; i < size; i++) {
        x = (x ^ cards[i]) * 0x100000001b3ULL;
        y = (y + cards[i]) * 0x9fb21c651e98df25ULL;
        y ^= y >> 31;
    }
    *a = mix(x);
    *b = mix(y ^ 0x94d049bb133111ebULL);
}

/* The fingerprint of a position from its columns' hashes: their sums, which
 * do not depend on the columns' order, and its cells' hash. Two positions
 * with the same key (``key_of``) have the same fingerprint; the converse
 * fails with a probability of about 2^-128 per pair, as for ``Visited``. */
static void position_print(const Rules *r, const State *s, const View *v, const uint64_t *part_a,
                           const uint64_t *part_b, uint64_t *high, uint64_t *low)
{
    uint64_t sum_a, sum_b;
    part_hash(s->b + v->cells_at, v->cells, 0x452821e638d01377ULL, &sum_a, &sum_b);
    for (int i = 0; i < r->columns; i++) {
        sum_a += part_a[i];
        sum_b += part_b[i];
    }
    *high = mix(sum_a);
    *low = mix(sum_b) | 1; /* never 0, which marks an empty slot */
}

/* The hashes of the columns in ``dirty``; the others are in ``part_a`` and
 * ``part_b`` already. */
static void column_hashes(const Rules *r, const State *s, const View *v, unsigned dirty,
                          uint64_t *part_a, uint64_t *part_b)
{
    for (int i = 0; i < r->columns; i++)
        if (dirty >> i & 1)
            part_hash(s->b + v->start[i], v->len[i], 0xbe5466cf34e90c6cULL, &part_a[i],
                      &part_b[i]);
}

/* ---- compound moves (``macros``) ---- */

/* The columns in the key's order, as the Python search keeps them. */
static void sort_columns(const Rules *r, State *s, View *v)
{
    uint8_t key[SIZE + 8];
    int size = key_of(r, s, v, key);
    memcpy(s->b, key, (size_t)size);
    s->len = (uint8_t)size;
    view_of(r, s, v);
}

/* ``CompoundMoves._step``: a plain move, the safe cards up, the columns sorted. */
static void step(const Rules *r, State *s, View *v, Move m)
{
    State out;
    View out_view;
    unsigned dirty;
    play_into(r, s, v, m, &out, &out_view, &dirty);
    *s = out;
    sort_columns(r, s, &out_view);
    *v = out_view;
}

/* The column holding ``card``, -1 when it is in a cell or up; its place there
 * in ``at``. */
static int column_of(const Rules *r, const State *s, const View *v, int card, int *at)
{
    for (int i = 0; i < r->columns; i++)
        for (int k = 0; k < v->len[i]; k++)
            if (s->b[v->start[i] + k] == card) {
                *at = k;
                return i;
            }
    return -1;
}

/* The column topped by ``card``, or -1. */
static int top_column(const Rules *r, const State *s, const View *v, int card)
{
    for (int i = 0; i < r->columns; i++)
        if (v->len[i] && s->b[v->start[i] + v->len[i] - 1] == card)
            return i;
    return -1;
}

/* ``CompoundMoves._dig``: clear the cards above ``card`` onto other columns or into
 * the cells, then play it up (``goal`` -1), onto ``goal``, or, for a
 * column's last card, anywhere but an empty column (-2). Plays into ``s``
 * and ``v``; the plain moves go to ``steps`` (when not NULL) and their
 * count is returned, 0 when the compound move cannot be made. */
static int dig(const Rules *r, State *s, View *v, int card, int goal, Move *steps)
{
    int n = 0, i, at;
    for (;;) {
        i = column_of(r, s, v, card, &at);
        if (i < 0) /* it went up on its own */
            return n;
        int size = v->len[i], above = size - 1 - at;
        if (!above)
            break;
        const uint8_t *column = s->b + v->start[i];
        int free = r->cells - v->cells, empties = 0;
        for (int k = 0; k < r->columns; k++)
            empties += !v->len[k];
        int most = run_length(r, column, size);
        if (above < most)
            most = above;
        if (capacity(r, free, empties) < most)
            most = capacity(r, free, empties);
        Move m = {2, (uint8_t)i, 0, 0};
        int found = 0;
        for (int count = most; count > 0 && !found; count--) {
            uint8_t head = column[size - count];
            for (int p = 0; p < r->parent_count[head]; p++) {
                int parent = r->parents[head][p];
                if (parent == goal)
                    continue;
                int j = top_column(r, s, v, parent);
                if (j >= 0) {
                    m = (Move){4, (uint8_t)i, (uint8_t)j, (uint8_t)count};
                    found = 1;
                    break;
                }
            }
        }
        if (!found && !free)
            return 0;
        if (steps)
            steps[n] = m;
        n++;
        step(r, s, v, m);
    }
    Move last = {2, (uint8_t)i, 0, 0};
    if (goal == -1) {
        if (s->found[card & 3] != card >> 2)
            return 0;
        last = (Move){0, (uint8_t)i, 0, 0};
    } else if (goal == -2) {
        int found = 0;
        for (int p = 0; p < r->parent_count[card] && !found; p++) {
            int j = top_column(r, s, v, r->parents[card][p]);
            if (j >= 0) {
                last = (Move){4, (uint8_t)i, (uint8_t)j, 1};
                found = 1;
            }
        }
        if (!found && v->cells >= r->cells)
            return 0;
    } else {
        int j = top_column(r, s, v, goal);
        if (j < 0)
            return 0;
        last = (Move){4, (uint8_t)i, (uint8_t)j, 1};
    }
    if (steps)
        steps[n] = last;
    n++;
    step(r, s, v, last);
    return n;
}

/* A compound move as it waits in a frame, played into ``s`` and ``v``: the
 * count of its plain moves (into ``steps`` when not NULL), 0 when none. */
static int play_compound(const Rules *r, State *s, View *v, Move m, Move *steps)
{
    if (m.kind == DIG)
        return dig(r, s, v, m.a, (int)m.b - 2, steps);
    if (steps)
        steps[0] = m;
    step(r, s, v, m);
    return 1;
}

/* ``CompoundMoves._children``: the compound moves of a position (its columns
 * sorted), in their order, with the positions they lead to. */
static int compound_children(const Rules *r, const State *s, const View *v, Move *out,
                             State *children, View *views)
{
    Move moves[MOST_MOVES], late[MOST_MOVES];
    int count = moves_of(r, s, v, moves, 1), n = 0, late_count = 0;
#define TRY(move)                                                                             \
    do {                                                                                      \
        children[n] = *s;                                                                     \
        views[n] = *v;                                                                        \
        if (play_compound(r, &children[n], &views[n], (move), NULL))                          \
            out[n++] = (move);                                                                \
    } while (0)
    for (int k = 0; k < count; k++) {
        Move m = moves[k];
        if (m.kind == 2)
            continue;
        if ((m.kind == 3 || m.kind == 4) && !v->len[m.b]) { /* into an empty column: later */
            late[late_count++] = m;
            continue;
        }
        TRY(m);
    }
    int8_t tops[CARDS];
    memset(tops, -1, sizeof tops);
    for (int i = 0; i < r->columns; i++)
        if (v->len[i])
            tops[s->b[v->start[i] + v->len[i] - 1]] = (int8_t)i;
    for (int suit = 0; suit < 4; suit++) { /* dig out what the foundations take next */
        int rank = s->found[suit];
        if (rank < 13 && tops[rank * 4 + suit] < 0)
            TRY(((Move){DIG, (uint8_t)(rank * 4 + suit), 1, 0}));
    }
    for (int i = 0; i < r->columns; i++) { /* dig out a card for a column that takes it */
        int size = v->len[i];
        if (!size)
            continue;
        const uint8_t *column = s->b + v->start[i];
        int buried = size - run_length(r, column, size);
        for (int at = 0; at < buried; at++) {
            uint8_t card = column[at];
            for (int p = 0; p < r->parent_count[card]; p++) {
                int parent = r->parents[card][p], j = tops[parent];
                if (j >= 0 && j != i)
                    TRY(((Move){DIG, card, (uint8_t)(parent + 2), 0}));
            }
        }
    }
    for (int k = 0; k < late_count; k++)
        TRY(late[k]);
    int free = r->cells - v->cells;
    for (int i = 0; i < r->columns; i++) /* empty a column */
        if (v->len[i] && v->len[i] <= free + 1)
            TRY(((Move){DIG, s->b[v->start[i]], 0, 0}));
#undef TRY
    return n;
}

/* The fingerprint of a position from scratch. */
static void fingerprint_of(const Rules *r, const State *s, const View *v, uint64_t *high,
                           uint64_t *low)
{
    uint64_t part_a[MAX_COLUMNS], part_b[MAX_COLUMNS];
    column_hashes(r, s, v, ~0u, part_a, part_b);
    position_print(r, s, v, part_a, part_b, high, low);
}

/* ---- the search ---- */

/* ``heuristic.value`` of a position: lower is closer to a win. */
static double value_of(const Rules *r, const State *s, const View *v)
{
    const double *w = r->weights;
    double wanted[CARDS] = {0};
    int left = CARDS;
    for (int suit = 0; suit < 4; suit++) {
        int rank = s->found[suit];
        left -= rank;
        if (rank < 13)
            wanted[rank * 4 + suit] = w[2];
        if (rank < 12)
            wanted[rank * 4 + suit + 4] = w[3];
    }
    int blocked = 0, empty = 0;
    double depth = 0.0;
    for (int i = 0; i < r->columns; i++) {
        const uint8_t *column = s->b + v->start[i];
        int size = v->len[i], lowest = 99;
        double below = 0.0;
        if (!size)
            empty++;
        for (int at = 0; at < size; at++) {
            int card = column[at], rank = card >> 2;
            if (rank > lowest)
                blocked++;
            else
                lowest = rank;
            depth += below;
            below += wanted[card];
        }
    }
    return left * w[0] + blocked * w[1] + depth - empty * w[4] +
           (double)v->cells * v->cells * w[5];
}

/* A frame's waiting moves, best child first and, among equals, the one
 * made last first, as the prover in Python orders them (``search.BestFirst``). */
static void order_entries(Entry *entries, double *values, int count)
{
    for (int k = 0; k < count / 2; k++) { /* made last first: reverse, then a stable sort */
        Entry e = entries[k];
        entries[k] = entries[count - 1 - k];
        entries[count - 1 - k] = e;
        double x = values[k];
        values[k] = values[count - 1 - k];
        values[count - 1 - k] = x;
    }
    for (int k = 1; k < count; k++) {
        Entry e = entries[k];
        double x = values[k];
        int j = k;
        while (j > 0 && values[j - 1] > x) {
            entries[j] = entries[j - 1];
            values[j] = values[j - 1];
            j--;
        }
        entries[j] = e;
        values[j] = x;
    }
}

/* A number in [0, 1) from the search's generator (xorshift64). */
static double chance(Exhaust *self)
{
    uint64_t x = self->rng;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    self->rng = x;
    return (double)(x >> 11) / 9007199254740992.0;
}

/* 1 when the table holds the fingerprint. */
static int table_has(const Exhaust *self, uint64_t high, uint64_t low)
{
    size_t mask = self->slots - 1, at = high & mask;
    const uint64_t *table = self->table;
    while (table[2 * at + 1]) {
        if (table[2 * at + 1] == low && table[2 * at] == high)
            return 1;
        at = (at + 1) & mask;
    }
    return 0;
}

static int record_solution(Exhaust *self, Move last);

/* Play ``m`` into ``child`` and take its fingerprint, its columns' hashes
 * carried over from the parent's (``part_a``, ``part_b``) where the move
 * left them alone: 1 when the child is won (then without a fingerprint). */
static int play_child(const Rules *r, const State *s, const View *v, const uint64_t *part_a,
                      const uint64_t *part_b, Move m, State *child, View *child_view,
                      uint64_t *high, uint64_t *low)
{
    unsigned dirty;
    play_into(r, s, v, m, child, child_view, &dirty);
    if (child->found[0] + child->found[1] + child->found[2] + child->found[3] == 52)
        return 1;
    uint64_t child_a[MAX_COLUMNS], child_b[MAX_COLUMNS];
    memcpy(child_a, part_a, sizeof child_a);
    memcpy(child_b, part_b, sizeof child_b);
    column_hashes(r, child, child_view, dirty, child_a, child_b);
    position_print(r, child, child_view, child_a, child_b, high, low);
    return 0;
}

/* The top frame's view and hashes, once the frame above it is gone. */
static void refresh_top(Exhaust *self)
{
    const Frame *f = &self->frames[self->depth - 1];
    view_of(&self->rules, &f->state, &self->top_view);
    if (!self->compound) /* a compound move's child is fingerprinted whole */
        column_hashes(&self->rules, &f->state, &self->top_view, ~0u, self->top_a,
                      self->top_b);
}

/* ``push`` with compound moves: each child is put in the visited set when
 * it is made, in their order, as ``CompoundMoves`` does. 0, 1 when one of them wins,
 * -2 a Python error, -4 when the visited set is full. */
static int push_compound(Exhaust *self, Frame *f, const State *s, const View *v)
{
    const Rules *r = &self->rules;
    Move moves[MOST_CHILDREN];
    double values[MOST_CHILDREN];
    State *children = self->scratch;
    View *views = self->scratch_views;
    Entry *entries = self->pool + f->first;
    int count = compound_children(r, s, v, moves, children, views), kept = 0;
    for (int k = 0; k < count; k++) {
        const State *child = &children[k];
        if (child->found[0] + child->found[1] + child->found[2] + child->found[3] == 52)
            return record_solution(self, moves[k]) < 0 ? -2 : 1;
        uint64_t high, low;
        fingerprint_of(r, child, &views[k], &high, &low);
        int added = table_add(self, high, low);
        if (added < 0)
            return -4;
        if (!added)
            continue;
        entries[kept] = (Entry){moves[k], high, low};
        if (r->ordered)
            values[kept] = value_of(r, child, &views[k]);
        kept++;
    }
    if (r->ordered)
        order_entries(entries, values, kept);
    f->end = f->first + kept;
    return 0;
}

/* Put a position on the path, and its moves to positions not seen yet
 * (each child is played here, to be valued and looked up): 0, or 1 when one
 * of them wins (``solved``), -1 out of memory, -2 a Python error, -3 when
 * the path would take more than ``most_path`` bytes. */
static int push(Exhaust *self, const State *s, const View *v, const uint64_t *part_a,
                const uint64_t *part_b, Move via)
{
    const Rules *r = &self->rules;
    if (self->depth == self->frames_size) {
        size_t size = self->frames_size ? 2 * self->frames_size : 256;
        if (size * sizeof(Frame) + self->pool_size * sizeof(Entry) > self->most_path)
            return -3;
        Frame *frames = realloc(self->frames, size * sizeof(Frame));
        if (!frames)
            return -1;
        self->frames = frames;
        self->frames_size = size;
    }
    int32_t first = self->depth ? self->frames[self->depth - 1].end : 0;
    if ((size_t)first + MOST_CHILDREN > self->pool_size) {
        size_t size = 2 * ((size_t)first + MOST_CHILDREN);
        if (self->frames_size * sizeof(Frame) + size * sizeof(Entry) > self->most_path)
            return -3;
        Entry *pool = realloc(self->pool, size * sizeof(Entry));
        if (!pool)
            return -1;
        self->pool = pool;
        self->pool_size = size;
    }
    Frame *f = &self->frames[self->depth++];
    f->state = *s;
    self->top_view = *v;
    memcpy(self->top_a, part_a, sizeof self->top_a);
    memcpy(self->top_b, part_b, sizeof self->top_b);
    f->via = via;
    f->first = f->next = f->end = first;
    if (self->compound)
        return push_compound(self, f, s, v);
    Move moves[MOST_MOVES];
    double values[MOST_MOVES];
    uint64_t highs[MOST_MOVES], lows[MOST_MOVES];
    State *children = self->scratch;
    View *views = self->scratch_views;
    Entry *entries = self->pool + first;
    int count = moves_of(r, s, v, moves, 1), kept = 0;
    /* Every child first, with the table slot it will be looked for in
     * fetched ahead: the look-ups then wait for memory together, not one
     * after another. */
    size_t mask = self->slots - 1;
    for (int k = 0; k < count; k++) {
        if (play_child(r, s, v, part_a, part_b, moves[k], &children[k], &views[k], &highs[k],
                       &lows[k]))
            return record_solution(self, moves[k]) < 0 ? -2 : 1;
        PREFETCH(&self->table[2 * (highs[k] & mask)]);
    }
    for (int k = 0; k < count; k++) {
        if (table_has(self, highs[k], lows[k]))
            continue;
        entries[kept] = (Entry){moves[k], highs[k], lows[k]};
        if (r->ordered)
            values[kept] = value_of(r, &children[k], &views[k]);
        if (self->rng)
            values[kept] = r->ordered ? values[kept] + self->jitter * chance(self) : chance(self);
        kept++;
    }
    if (r->ordered || self->rng)
        order_entries(entries, values, kept);
    f->end = first + kept;
    return 0;
}

static PyObject *move_tuple(Move m)
{
    if (m.kind == 4)
        return Py_BuildValue("(iiii)", m.kind, m.a, m.b, m.n);
    if (m.kind == 3)
        return Py_BuildValue("(iii)", m.kind, m.a, m.b);
    return Py_BuildValue("(ii)", m.kind, m.a);
}

/* The way to the win through the path and ``last``; a compound move as
 * its plain moves, each naming the columns as sorted before it. */
static int record_solution(Exhaust *self, Move last)
{
    PyObject *moves = PyList_New(0);
    if (!moves)
        return -1;
    for (size_t i = 1; i <= self->depth; i++) {
        Move m = i < self->depth ? self->frames[i].via : last;
        Move steps[MOST_STEPS];
        int count = 1;
        steps[0] = m;
        if (self->compound) {
            State s = self->frames[i - 1].state;
            View v;
            view_of(&self->rules, &s, &v);
            count = play_compound(&self->rules, &s, &v, m, steps);
        }
        for (int k = 0; k < count; k++) {
            PyObject *t = move_tuple(steps[k]);
            if (!t || PyList_Append(moves, t) < 0) {
                Py_XDECREF(t);
                Py_DECREF(moves);
                return -1;
            }
            Py_DECREF(t);
        }
    }
    Py_XSETREF(self->solution, moves);
    self->solved = 1;
    return 0;
}

/* ---- best first ---- */

static int node_before(const Node *a, const Node *b)
{
    return a->priority < b->priority || (a->priority == b->priority && a->order > b->order);
}

static void sift_up(Node *heap, size_t at)
{
    Node item = heap[at];
    while (at) {
        size_t up = (at - 1) / 2;
        if (!node_before(&item, &heap[up]))
            break;
        heap[at] = heap[up];
        at = up;
    }
    heap[at] = item;
}

static void sift_down(Node *heap, size_t count, size_t at)
{
    Node item = heap[at];
    for (;;) {
        size_t child = 2 * at + 1;
        if (child >= count)
            break;
        if (child + 1 < count && node_before(&heap[child + 1], &heap[child]))
            child++;
        if (!node_before(&heap[child], &item))
            break;
        heap[at] = heap[child];
        at = child;
    }
    heap[at] = item;
}

static int node_compare(const void *a, const void *b)
{
    return node_before(a, b) ? -1 : node_before(b, a) ? 1 : 0;
}

/* Put a position in the open list; past ``most_open`` only the better half
 * is kept (the search then proves nothing). 0, or -1 out of memory. */
static int open_push(Exhaust *self, const Node *node)
{
    if (self->open_count == self->open_size) {
        size_t size = self->open_size ? 2 * self->open_size : 1024;
        Node *open = realloc(self->open, size * sizeof(Node));
        if (!open)
            return -1;
        self->open = open;
        self->open_size = size;
    }
    self->open[self->open_count] = *node;
    sift_up(self->open, self->open_count++);
    if (self->open_count > self->most_open) {
        qsort(self->open, self->open_count, sizeof(Node), node_compare);
        self->open_count /= 2; /* a sorted array is a heap */
        self->dropped = 1;
    }
    return 0;
}

static int greedy_solution(Exhaust *self, uint32_t at, Move last)
{
    size_t length = 1;
    for (uint32_t k = at; self->parents[k] != NO_PARENT; k = self->parents[k])
        length++;
    PyObject *moves = PyList_New((Py_ssize_t)length);
    if (!moves)
        return -1;
    PyObject *t = move_tuple(last);
    if (!t) {
        Py_DECREF(moves);
        return -1;
    }
    PyList_SET_ITEM(moves, (Py_ssize_t)--length, t);
    for (uint32_t k = at; self->parents[k] != NO_PARENT; k = self->parents[k]) {
        t = move_tuple(self->vias[k]);
        if (!t) {
            Py_DECREF(moves);
            return -1;
        }
        PyList_SET_ITEM(moves, (Py_ssize_t)--length, t);
    }
    Py_XSETREF(self->solution, moves);
    self->solved = 1;
    return 0;
}

/* Expand up to ``budget`` positions best first: a position is in the
 * visited set once expanded, so the open list may hold it twice, and the
 * second is let go when it comes up. */
static PyObject *greedy_run(Exhaust *self, long long budget)
{
    const Rules *r = &self->rules;
    long long done = 0;
    while (!self->solved && !self->full && done < budget) {
        if (!self->open_count) {
            self->dry = 1;
            break;
        }
        Node node = self->open[0];
        self->open[0] = self->open[--self->open_count];
        if (self->open_count)
            sift_down(self->open, self->open_count, 0);
        int added = table_add(self, node.high, node.low);
        if (added < 0) {
            self->full = 1;
            break;
        }
        if (!added)
            continue;
        if (self->closed_count == self->closed_size) {
            size_t size = self->closed_size ? 2 * self->closed_size : 4096;
            uint32_t *parents = realloc(self->parents, size * sizeof(uint32_t));
            if (parents)
                self->parents = parents;
            Move *vias = parents ? realloc(self->vias, size * sizeof(Move)) : NULL;
            if (!vias)
                return PyErr_NoMemory();
            self->vias = vias;
            self->closed_size = size;
        }
        uint32_t at = (uint32_t)self->closed_count++;
        self->parents[at] = node.parent;
        self->vias[at] = node.via;
        done++;
        View v;
        view_of(r, &node.state, &v);
        uint64_t part_a[MAX_COLUMNS], part_b[MAX_COLUMNS];
        column_hashes(r, &node.state, &v, ~0u, part_a, part_b);
        Move moves[MOST_MOVES];
        int count = moves_of(r, &node.state, &v, moves, self->complete);
        for (int k = 0; k < count; k++) {
            Node child;
            View child_view;
            if (play_child(r, &node.state, &v, part_a, part_b, moves[k], &child.state,
                           &child_view, &child.high, &child.low)) {
                if (greedy_solution(self, at, moves[k]) < 0)
                    return NULL;
                break;
            }
            if (table_has(self, child.high, child.low))
                continue;
            child.depth = node.depth + 1;
            child.priority = value_of(r, &child.state, &child_view) +
                             self->path_cost * child.depth;
            child.order = self->order++;
            child.parent = at;
            child.via = moves[k];
            if (open_push(self, &child) < 0)
                return PyErr_NoMemory();
        }
    }
    self->expanded += done;
    if (self->dry && (self->dropped || !self->complete))
        self->full = 1; /* ran dry having skipped moves or let positions go: no proof */
    return PyBool_FromLong(self->solved || self->dry || self->full);
}

static PyObject *Exhaust_run(Exhaust *self, PyObject *arg)
{
    long long budget = PyLong_AsLongLong(arg);
    if (budget == -1 && PyErr_Occurred())
        return NULL;
    if (self->greedy)
        return greedy_run(self, budget);
    long long done = 0;
    while (!self->solved && !self->full && done < budget) {
        if (!self->depth) {
            self->dry = 1;
            break;
        }
        Frame *f = &self->frames[self->depth - 1];
        if (f->next == f->end) {
            if (--self->depth)
                refresh_top(self);
            continue;
        }
        Entry e = self->pool[f->next++];
        State child;
        View v;
        uint64_t part_a[MAX_COLUMNS], part_b[MAX_COLUMNS];
        if (self->compound) { /* seen when it was made */
            memset(part_a, 0, sizeof part_a);
            memset(part_b, 0, sizeof part_b);
            child = f->state;
            v = self->top_view;
            play_compound(&self->rules, &child, &v, e.move, NULL);
        } else {
            int added = table_add(self, e.high, e.low);
            if (added < 0) {
                self->full = 1;
                break;
            }
            if (!added) /* reached another way since */
                continue;
            unsigned dirty;
            play_into(&self->rules, &f->state, &self->top_view, e.move, &child, &v, &dirty);
            memcpy(part_a, self->top_a, sizeof part_a);
            memcpy(part_b, self->top_b, sizeof part_b);
            column_hashes(&self->rules, &child, &v, dirty, part_a, part_b);
        }
        int pushed = push(self, &child, &v, part_a, part_b, e.move);
        if (pushed == -1)
            return PyErr_NoMemory();
        if (pushed == -2)
            return NULL;
        if (pushed == -3 || pushed == -4) { /* the path or the visited set outgrew its room */
            self->full = 1;
            break;
        }
        done++;
    }
    self->expanded += done;
    if (self->dry && self->compound)
        self->full = 1; /* compound moves leave some out: no proof */
    return PyBool_FromLong(self->solved || self->dry || self->full);
}

/* ---- conversions ---- */

static int read_bytes(PyObject *obj, const char *what, Py_ssize_t size, uint8_t *into)
{
    if (!PyBytes_Check(obj) || PyBytes_GET_SIZE(obj) != size) {
        PyErr_Format(PyExc_ValueError, "%s: %zd bytes expected", what, size);
        return -1;
    }
    memcpy(into, PyBytes_AS_STRING(obj), (size_t)size);
    return 0;
}

/* A position from Python's columns, cells and foundations, as ``state``
 * holds them. */
static int state_of(const Rules *r, PyObject *columns, PyObject *cells, PyObject *found, State *s)
{
    PyObject *seq = PySequence_Fast(columns, "columns: a sequence of bytes");
    if (!seq)
        return -1;
    if (PySequence_Fast_GET_SIZE(seq) != r->columns) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "columns: wrong count");
        return -1;
    }
    int at = 0, cards = 0;
    for (int i = 0; i < r->columns; i++) {
        PyObject *column = PySequence_Fast_GET_ITEM(seq, i);
        if (!PyBytes_Check(column)) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_TypeError, "columns: bytes expected");
            return -1;
        }
        Py_ssize_t size = PyBytes_GET_SIZE(column);
        cards += (int)size;
        if (cards > CARDS) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "more than 52 cards");
            return -1;
        }
        memcpy(s->b + at, PyBytes_AS_STRING(column), (size_t)size);
        at += (int)size;
        s->b[at++] = SEP;
    }
    Py_DECREF(seq);
    if (!PyBytes_Check(cells) || PyBytes_GET_SIZE(cells) > r->cells ||
        cards + PyBytes_GET_SIZE(cells) > CARDS) {
        PyErr_SetString(PyExc_ValueError, "cells: bytes, no more than the cells");
        return -1;
    }
    memcpy(s->b + at, PyBytes_AS_STRING(cells), (size_t)PyBytes_GET_SIZE(cells));
    s->len = (uint8_t)(at + PyBytes_GET_SIZE(cells));
    for (int i = 0; i < s->len; i++)
        if (s->b[i] != SEP && s->b[i] >= CARDS) {
            PyErr_SetString(PyExc_ValueError, "a card out of range");
            return -1;
        }
    seq = PySequence_Fast(found, "foundations: four ranks");
    if (!seq)
        return -1;
    if (PySequence_Fast_GET_SIZE(seq) != 4) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "foundations: four ranks");
        return -1;
    }
    for (int suit = 0; suit < 4; suit++) {
        long rank = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, suit));
        if (rank < 0 || rank > 13) {
            Py_DECREF(seq);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "foundations: ranks 0 to 13");
            return -1;
        }
        s->found[suit] = (uint8_t)rank;
    }
    Py_DECREF(seq);
    return 0;
}

static PyObject *position_tuple(const Rules *r, const State *s)
{
    View v;
    view_of(r, s, &v);
    PyObject *columns = PyTuple_New(r->columns);
    if (!columns)
        return NULL;
    for (int i = 0; i < r->columns; i++) {
        PyObject *column = PyBytes_FromStringAndSize((const char *)s->b + v.start[i], v.len[i]);
        if (!column) {
            Py_DECREF(columns);
            return NULL;
        }
        PyTuple_SET_ITEM(columns, i, column);
    }
    return Py_BuildValue("(Ny#(iiii))", columns, (const char *)s->b + v.cells_at,
                         (Py_ssize_t)v.cells, s->found[0], s->found[1], s->found[2], s->found[3]);
}

/* ---- the type ---- */

static void release_memory(Exhaust *self)
{
    free(self->table);
    free(self->frames);
    free(self->pool);
    free(self->scratch);
    free(self->scratch_views);
    free(self->open);
    free(self->parents);
    free(self->vias);
    self->open = NULL;
    self->parents = NULL;
    self->vias = NULL;
    self->open_count = self->open_size = self->closed_count = self->closed_size = 0;
    self->scratch = NULL;
    self->scratch_views = NULL;
    self->table = NULL;
    self->frames = NULL;
    self->pool = NULL;
    self->slots = self->count = self->depth = self->frames_size = self->pool_size = 0;
}

static char *init_names[] = {"columns", "cells", "found", "cell_count", "parents", "fills",
                             "capacity", "needs", "most_slots", "weights", "most_path",
                             "greedy", "complete", "path", "most_open", "seed", "jitter",
                             "compound", NULL};

static int Exhaust_init(Exhaust *self, PyObject *args, PyObject *kwargs)
{
    PyObject *columns, *cells, *found, *parents, *fills, *capacity_table, *needs;
    int cell_count;
    Py_ssize_t most_slots, most_path = 64 << 20, most_open = 60000;
    int greedy = 0, complete = 1, compound = 0;
    double path_cost = 0.0, jitter = 0.0;
    unsigned long long seed = 0;
    double *w = self->rules.weights;
    memset(w, 0, sizeof self->rules.weights);
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OOOiOOOOn|(dddddd)nppdnKdp", init_names,
                                     &columns, &cells, &found, &cell_count, &parents, &fills,
                                     &capacity_table, &needs, &most_slots, &w[0], &w[1], &w[2],
                                     &w[3], &w[4], &w[5], &most_path, &greedy, &complete,
                                     &path_cost, &most_open, &seed, &jitter, &compound))
        return -1;
    if (compound && (greedy || seed)) {
        PyErr_SetString(PyExc_ValueError, "compound: depth first, in its own order");
        return -1;
    }
    if (most_open < 2) {
        PyErr_SetString(PyExc_ValueError, "most_open: too small");
        return -1;
    }
    if (most_path < (Py_ssize_t)(2 * MOST_CHILDREN * sizeof(Entry) + 256 * sizeof(Frame))) {
        PyErr_SetString(PyExc_ValueError, "most_path: too small for a path");
        return -1;
    }
    self->most_path = (size_t)most_path;
    self->greedy = greedy;
    self->complete = complete;
    self->compound = compound;
    self->path_cost = path_cost;
    self->most_open = (size_t)most_open;
    /* Spread out, so that near numbers give unrelated orders; never 0. */
    self->rng = seed ? (seed * 0x9E3779B97F4A7C15ULL) | 1 : 0;
    self->jitter = jitter;
    self->dropped = 0;
    self->order = 0;
    self->rules.ordered = 0;
    for (int k = 0; k < 6; k++)
        if (w[k] != 0.0)
            self->rules.ordered = 1;
    release_memory(self);
    Rules *r = &self->rules;
    Py_ssize_t column_count = PySequence_Size(columns);
    if (column_count < 0)
        return -1;
    if (column_count < 1 || column_count > MAX_COLUMNS || cell_count < 0 ||
        cell_count > MAX_CELLS || most_slots < 1024) {
        PyErr_SetString(PyExc_ValueError, "columns, cells or table size out of range");
        return -1;
    }
    r->columns = (int)column_count;
    r->cells = cell_count;
    uint8_t matrix[CARDS * CARDS];
    if (read_bytes(parents, "parents", CARDS * CARDS, matrix) < 0 ||
        read_bytes(fills, "fills", CARDS, r->fills) < 0 ||
        read_bytes(needs, "needs", CARDS, r->needs) < 0)
        return -1;
    for (int card = 0; card < CARDS; card++) {
        r->parent_count[card] = 0;
        for (int top = 0; top < CARDS; top++)
            if (matrix[card * CARDS + top])
                r->parents[card][r->parent_count[card]++] = (uint8_t)top;
        if (r->parent_count[card] > 4) { /* MOST_MOVES counts on four at most */
            PyErr_SetString(PyExc_ValueError, "a card with more than four parents");
            return -1;
        }
    }
    Py_ssize_t width = column_count + 1;
    uint8_t table[(MAX_CELLS + 1) * (MAX_COLUMNS + 1)];
    if (read_bytes(capacity_table, "capacity", (cell_count + 1) * width, table) < 0)
        return -1;
    memset(r->capacity, 0, sizeof r->capacity);
    for (int free = 0; free <= cell_count; free++)
        for (int empty = 0; empty < width; empty++)
            r->capacity[free][empty + 1] = table[free * width + empty];
    State start;
    if (state_of(r, columns, cells, found, &start) < 0)
        return -1;
    /* The start settled, as every child is: a move that plays nothing. */
    View v;
    view_of(r, &start, &v);
    State settled;
    Move none = {5, 0, 0, 0};
    play(r, &start, &v, none, &settled);
    self->origin = settled;
    size_t slots = 1;
    while (slots < (size_t)most_slots)
        slots <<= 1;
    self->most_slots = slots;
    self->slots = 0;
    self->count = 0;
    self->scratch = malloc(MOST_CHILDREN * sizeof(State));
    self->scratch_views = malloc(MOST_CHILDREN * sizeof(View));
    if (!self->scratch || !self->scratch_views ||
        table_alloc(self, 1 << 16 < slots ? 1 << 16 : slots) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    Move start_move = {0, 0, 0, 0};
    self->depth = 0;
    self->solved = self->dry = self->full = 0;
    self->expanded = 0;
    if (settled.found[0] + settled.found[1] + settled.found[2] + settled.found[3] == 52) {
        Py_XSETREF(self->solution, PyList_New(0));
        self->solved = 1;
        return self->solution ? 0 : -1;
    }
    view_of(r, &settled, &v);
    if (compound) /* the start with its columns sorted, as ``CompoundMoves`` has it */
        sort_columns(r, &settled, &v);
    uint64_t part_a[MAX_COLUMNS], part_b[MAX_COLUMNS], high, low;
    column_hashes(r, &settled, &v, ~0u, part_a, part_b);
    position_print(r, &settled, &v, part_a, part_b, &high, &low);
    if (greedy) { /* the start alone in the open list */
        Node root = {.state = settled, .high = high, .low = low, .parent = NO_PARENT};
        if (open_push(self, &root) < 0) {
            PyErr_NoMemory();
            return -1;
        }
        return 0;
    }
    table_add(self, high, low);
    int pushed = push(self, &settled, &v, part_a, part_b, start_move);
    if (pushed == -1)
        PyErr_NoMemory();
    if (pushed == -3)
        PyErr_SetString(PyExc_ValueError, "most_path: too small for a path");
    if (pushed == -4) { /* the start's children fill the visited set: no room to search */
        self->full = 1;
        return 0;
    }
    return pushed < 0 ? -1 : 0;
}

static void Exhaust_dealloc(Exhaust *self)
{
    release_memory(self);
    Py_XDECREF(self->solution);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static PyObject *Exhaust_retire(Exhaust *self, PyObject *Py_UNUSED(ignored))
{
    release_memory(self);
    if (!self->dry)
        self->full = 1; /* proves nothing from now on */
    Py_RETURN_NONE;
}

/* The compound moves of a position, its columns sorted first, as (moves,
 * position) with each move's columns named as sorted before it. */
static PyObject *compound_list(const Rules *r, State *s, View *v)
{
    sort_columns(r, s, v);
    Move moves[MOST_CHILDREN];
    State *children = malloc(MOST_CHILDREN * sizeof(State));
    View *views = malloc(MOST_CHILDREN * sizeof(View));
    PyObject *result = NULL;
    if (!children || !views) {
        PyErr_NoMemory();
        goto done;
    }
    int count = compound_children(r, s, v, moves, children, views);
    result = PyList_New(count);
    for (int i = 0; result && i < count; i++) {
        Move steps[MOST_STEPS];
        State child = *s;
        View child_view = *v;
        int n = play_compound(r, &child, &child_view, moves[i], steps);
        PyObject *plain = PyTuple_New(n);
        for (int k = 0; plain && k < n; k++) {
            PyObject *t = move_tuple(steps[k]);
            if (!t)
                Py_CLEAR(plain);
            else
                PyTuple_SET_ITEM(plain, k, t);
        }
        PyObject *item = plain ? Py_BuildValue("(NN)", plain, position_tuple(r, &child)) : NULL;
        if (!item)
            Py_CLEAR(result);
        else
            PyList_SET_ITEM(result, i, item);
    }
done:
    free(children);
    free(views);
    return result;
}

static PyObject *Exhaust_children(Exhaust *self, PyObject *args)
{
    PyObject *columns, *cells, *found;
    int complete = 1, compound = 0;
    if (!PyArg_ParseTuple(args, "OOO|pp", &columns, &cells, &found, &complete, &compound))
        return NULL;
    State s;
    if (state_of(&self->rules, columns, cells, found, &s) < 0)
        return NULL;
    View v;
    view_of(&self->rules, &s, &v);
    if (compound)
        return compound_list(&self->rules, &s, &v);
    Move moves[MOST_MOVES];
    int count = moves_of(&self->rules, &s, &v, moves, complete);
    PyObject *result = PyList_New(count);
    if (!result)
        return NULL;
    for (int i = 0; i < count; i++) {
        State child;
        play(&self->rules, &s, &v, moves[i], &child);
        PyObject *item = Py_BuildValue("(NN)", move_tuple(moves[i]),
                                       position_tuple(&self->rules, &child));
        if (!item) {
            Py_DECREF(result);
            return NULL;
        }
        PyList_SET_ITEM(result, i, item);
    }
    return result;
}

static PyObject *Exhaust_key(Exhaust *self, PyObject *args)
{
    PyObject *columns, *cells;
    if (!PyArg_ParseTuple(args, "OO", &columns, &cells))
        return NULL;
    State s;
    PyObject *found = Py_BuildValue("(iiii)", 0, 0, 0, 0);
    if (!found)
        return NULL;
    int failed = state_of(&self->rules, columns, cells, found, &s);
    Py_DECREF(found);
    if (failed < 0)
        return NULL;
    View v;
    view_of(&self->rules, &s, &v);
    uint8_t key[SIZE + 8];
    int size = key_of(&self->rules, &s, &v, key);
    return PyBytes_FromStringAndSize((const char *)key, size);
}

/* The slot of ``s`` in the way's index, found by its fingerprint column for
 * column (not the visited set's, which ignores the columns' order): where
 * it is, or where it would go. ``low`` receives the fingerprint's half that
 * the index keeps. */
static size_t way_slot(const int64_t *index, const uint64_t *prints, size_t slots,
                       const State *s, uint64_t *low)
{
    uint64_t high;
    uint8_t key[SIZE + 8];
    memcpy(key, s->b, s->len);
    memset(key + s->len, 0, 8);
    fingerprint(key, s->len, &high, low);
    size_t at = high & (slots - 1);
    while (index[at] >= 0 && prints[at] != *low)
        at = (at + 1) & (slots - 1);
    return at;
}

/* Where the way passes through ``s`` (the last time), column for column;
 * -1 where it never does. */
static Py_ssize_t way_index(const State *states, const int64_t *index, const uint64_t *prints,
                            size_t slots, const State *s)
{
    uint64_t low;
    Py_ssize_t j = index[way_slot(index, prints, slots, s, &low)];
    if (j < 0 || states[j].len != s->len || memcmp(states[j].b, s->b, s->len) ||
        memcmp(states[j].found, s->found, 4))
        return -1;
    return j;
}

/* ``moves`` (from the search's start) with shortcuts: from each position
 * of the way, the move, or with ``pairs`` the two moves, that land furthest
 * along it. A depth-first way wanders, and comes back near where it was
 * again and again; only a position equal column for column is taken as the
 * same, so that the moves after it stay as they are. Looking two moves ahead
 * costs each position of the way the square of its moves, some 2 ms for a
 * way of a hundred: a best-first way, which seldom doubles back, is worth
 * only the look one move ahead. */
static char *shortcut_names[] = {"path", "pairs", NULL};

static PyObject *Exhaust_shortcut(Exhaust *self, PyObject *args, PyObject *kwargs)
{
    const Rules *r = &self->rules;
    PyObject *path;
    int pairs = 1;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|p", shortcut_names, &path, &pairs))
        return NULL;
    PyObject *seq = PySequence_Fast(path, "a list of moves");
    if (!seq)
        return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    State *states = malloc((size_t)(n + 1) * sizeof(State));
    size_t slots = 64;
    while (slots < 2 * (size_t)(n + 1))
        slots <<= 1;
    int64_t *index = malloc(slots * sizeof(int64_t));
    uint64_t *prints = malloc(slots * sizeof(uint64_t));
    PyObject *result = NULL;
    if (!states || !index || !prints) {
        PyErr_NoMemory();
        goto done;
    }
    for (size_t i = 0; i < slots; i++)
        index[i] = -1;
    states[0] = self->origin;
    for (Py_ssize_t i = 0; i <= n; i++) {
        if (i) {
            PyObject *item = PySequence_Fast_GET_ITEM(seq, i - 1);
            Move m = {0, 0, 0, 0};
            int kind, a, b = 0, count = 0;
            if (!PyArg_ParseTuple(item, "ii|ii", &kind, &a, &b, &count))
                goto done;
            m.kind = (uint8_t)kind;
            m.a = (uint8_t)a;
            m.b = (uint8_t)b;
            m.n = (uint8_t)count;
            View v;
            view_of(r, &states[i - 1], &v);
            /* only a move the position allows is played */
            Move legal[MOST_MOVES];
            int legal_count = moves_of(r, &states[i - 1], &v, legal, 1), allowed = 0;
            for (int k = 0; k < legal_count && !allowed; k++)
                allowed = legal[k].kind == kind && legal[k].a == a &&
                          (kind < 3 || legal[k].b == b) && (kind < 4 || legal[k].n == count);
            if (!allowed) {
                PyErr_SetString(PyExc_ValueError, "not a way through from the start");
                goto done;
            }
            play(r, &states[i - 1], &v, m, &states[i]);
        }
        uint64_t low;
        size_t at = way_slot(index, prints, slots, &states[i], &low);
        index[at] = i; /* the last time the way is here */
        prints[at] = low;
    }
    result = PyList_New(0);
    if (!result)
        goto done;
    for (Py_ssize_t i = 0; i < n;) {
        View v;
        view_of(r, &states[i], &v);
        Move moves[MOST_MOVES], best_move = {0, 0, 0, 0}, pair[2] = {{0, 0, 0, 0}, {0, 0, 0, 0}};
        Py_ssize_t best = i, best_pair = i;
        int count = moves_of(r, &states[i], &v, moves, 1);
        for (int k = 0; k < count; k++) {
            State child;
            View child_view;
            unsigned dirty;
            play_into(r, &states[i], &v, moves[k], &child, &child_view, &dirty);
            Py_ssize_t j = way_index(states, index, prints, slots, &child);
            if (j > best) {
                best = j;
                best_move = moves[k];
            }
            if (!pairs)
                continue;
            /* two moves that land further along than one and a step */
            Move next[MOST_MOVES];
            int next_count = moves_of(r, &child, &child_view, next, 1);
            for (int q = 0; q < next_count; q++) {
                State grandchild;
                play(r, &child, &child_view, next[q], &grandchild);
                Py_ssize_t far = way_index(states, index, prints, slots, &grandchild);
                if (far > best_pair) {
                    best_pair = far;
                    pair[0] = moves[k];
                    pair[1] = next[q];
                }
            }
        }
        if (best == i && best_pair == i) {
            PyErr_SetString(PyExc_ValueError, "not a way through from the start");
            Py_CLEAR(result);
            goto done;
        }
        int steps = best_pair > best + 1 ? 2 : 1;
        for (int step = 0; step < steps; step++) {
            PyObject *t = move_tuple(steps == 2 ? pair[step] : best_move);
            if (!t || PyList_Append(result, t) < 0) {
                Py_XDECREF(t);
                Py_CLEAR(result);
                goto done;
            }
            Py_DECREF(t);
        }
        i = steps == 2 ? best_pair : best;
    }
done:
    free(states);
    free(index);
    free(prints);
    Py_DECREF(seq);
    return result;
}

static PyObject *Exhaust_get_expanded(Exhaust *self, void *Py_UNUSED(closure))
{
    return PyLong_FromLongLong(self->expanded);
}

static PyObject *Exhaust_get_solved(Exhaust *self, void *Py_UNUSED(closure))
{
    return PyBool_FromLong(self->solved);
}

static PyObject *Exhaust_get_dry(Exhaust *self, void *Py_UNUSED(closure))
{
    return PyBool_FromLong(self->dry && !self->full);
}

static PyObject *Exhaust_get_full(Exhaust *self, void *Py_UNUSED(closure))
{
    return PyBool_FromLong(self->full);
}

static PyObject *Exhaust_get_solution(Exhaust *self, void *Py_UNUSED(closure))
{
    if (!self->solution)
        return PyList_New(0);
    return PyList_GetSlice(self->solution, 0, PyList_GET_SIZE(self->solution));
}

static PyObject *Exhaust_get_memory(Exhaust *self, void *Py_UNUSED(closure))
{
    size_t bytes = self->slots * 2 * sizeof(uint64_t) + self->frames_size * sizeof(Frame) +
                   self->pool_size * sizeof(Entry) + self->open_size * sizeof(Node) +
                   self->closed_size * (sizeof(uint32_t) + sizeof(Move));
    return PyLong_FromSize_t(bytes);
}

static PyObject *Exhaust_get_depth(Exhaust *self, void *Py_UNUSED(closure))
{
    return PyLong_FromSize_t(self->depth);
}

static PyMethodDef Exhaust_methods[] = {
    {"run", (PyCFunction)Exhaust_run, METH_O,
     "Expand up to so many positions; True once solved, run dry or full."},
    {"retire", (PyCFunction)Exhaust_retire, METH_NOARGS,
     "Give back the memory; the search proves nothing after."},
    {"children", (PyCFunction)Exhaust_children, METH_VARARGS,
     "Every move from a position and the position after it, as (move, (columns, cells, "
     "foundations)); with compound, every compound move, as (moves, position)."},
    {"key", (PyCFunction)Exhaust_key, METH_VARARGS, "The visited-set key of a position."},
    {"shortcut", (PyCFunction)(void (*)(void))Exhaust_shortcut, METH_VARARGS | METH_KEYWORDS,
     "A way through from the start made shorter: from each position, the move (or with "
     "pairs, the two moves) that land furthest along it."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Exhaust_getset[] = {
    {"expanded", (getter)Exhaust_get_expanded, NULL, "Positions expanded.", NULL},
    {"solved", (getter)Exhaust_get_solved, NULL, "Whether a way to a win was found.", NULL},
    {"dry", (getter)Exhaust_get_dry, NULL,
     "Whether every reachable position was seen: the position is lost.", NULL},
    {"full", (getter)Exhaust_get_full, NULL,
     "Whether the visited set reached its size limit (or the search retired).", NULL},
    {"solution", (getter)Exhaust_get_solution, NULL,
     "The moves of the win, with the table's column numbers.", NULL},
    {"memory", (getter)Exhaust_get_memory, NULL, "Bytes held by the search.", NULL},
    {"depth", (getter)Exhaust_get_depth, NULL, "Positions on the current path.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject ExhaustType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "freecell_qt.engine.solver._exhaust.Exhaust",
    .tp_doc = "A depth-first search over every move, resumable in slices.",
    .tp_basicsize = sizeof(Exhaust),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Exhaust_init,
    .tp_dealloc = (destructor)Exhaust_dealloc,
    .tp_methods = Exhaust_methods,
    .tp_getset = Exhaust_getset,
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_exhaust", "The exhaustive search of the solver, in C.", -1,
    NULL, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__exhaust(void)
{
    if (PyType_Ready(&ExhaustType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m)
        return NULL;
    Py_INCREF(&ExhaustType);
    if (PyModule_AddObject(m, "Exhaust", (PyObject *)&ExhaustType) < 0) {
        Py_DECREF(&ExhaustType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
