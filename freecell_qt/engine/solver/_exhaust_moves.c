/*
 * The C search's positions and their moves: every move of a position, in the
 * order of ``moves.legal_moves`` (``complete`` true, or false for the moves
 * that keep runs whole), the position after each exactly as ``moves.play``
 * makes it (the move, then every safe card up), the key of ``state.key_of``,
 * the compound moves of ``macros.CompoundMoves``, and the heuristic's value
 * of a position (``heuristic.value``). Every search here plays by these, and
 * ``Exhaust.children`` and ``Exhaust.key`` expose them, so that the tests
 * hold them to the Python code position by position.
 *
 * A position is a byte string: each column's cards bottom to top and a
 * separator (255), then the cells, sorted. Columns stay in table order, so a
 * path's moves name real columns. Reserve piles (``piles``) follow the real
 * columns as columns of their own (``Rules.first_pile``): their moves are
 * those of ``piles.pile_moves``, and the key sorts them apart. Piles in
 * overlapping tiers (``Rules.tiers``, Sarlacc) are columns that keep their
 * places: their moves, settling, key and value are ``interlock``'s.
 */
#include "_exhaust.h"

/* ---- positions ---- */

/* Whether ``card`` may go on ``top``. */
static inline int goes_on(const Rules *r, int card, int top)
{
    for (int p = 0; p < r->parent_count[card]; p++)
        if (r->parents[card][p] == top)
            return 1;
    return 0;
}

static int run_length(const Rules *r, const uint8_t *column, int size)
{
    int length = 1;
    while (length < size && goes_on(r, column[size - length], column[size - length - 1]))
        length++;
    return length;
}

/* The moves of the last ``from`` to ``most`` cards of column ``i`` onto the
 * columns whose top card (``tops``: the column each top card lies on, or -1)
 * takes the first of them: the columns' moves and the tiers' share them. */
static inline int runs_onto(const Rules *r, const uint8_t *column, int size, int i, int from,
                            int most, const int8_t *tops, Move *out)
{
    int n = 0;
    for (int count = from; count <= most; count++) {
        uint8_t card = column[size - count];
        for (int p = 0; p < r->parent_count[card]; p++) {
            int j = tops[r->parents[card][p]];
            if (j >= 0)
                out[n++] = (Move){4, (uint8_t)i, (uint8_t)j, (uint8_t)count};
        }
    }
    return n;
}

/* The moves of column ``i`` into the empty column ``empty``, of at most
 * ``most`` cards whose first may fill it: each such count over every move,
 * else only the most that may go. */
static inline int into_empty(const Rules *r, const uint8_t *column, int size, int i, int most,
                             int empty, int complete, Move *out)
{
    int n = 0;
    if (complete) {
        for (int count = 1; count <= most; count++)
            if (r->fills[column[size - count]])
                out[n++] = (Move){4, (uint8_t)i, (uint8_t)empty, (uint8_t)count};
    } else {
        for (int count = most; count > 0; count--)
            if (r->fills[column[size - count]]) {
                out[n++] = (Move){4, (uint8_t)i, (uint8_t)empty, (uint8_t)count};
                break;
            }
    }
    return n;
}

/* The moves out of the cells: each card onto the columns whose top takes
 * it, then into the empty column ``empty`` (none if -1) if it may fill it. */
static inline int cells_out(const Rules *r, const uint8_t *cells, int count, const int8_t *tops,
                            int empty, Move *out)
{
    int n = 0;
    for (int c = 0; c < count; c++) {
        uint8_t card = cells[c];
        for (int p = 0; p < r->parent_count[card]; p++) {
            int j = tops[r->parents[card][p]];
            if (j >= 0)
                out[n++] = (Move){3, card, (uint8_t)j, 0};
        }
        if (empty >= 0 && r->fills[card])
            out[n++] = (Move){3, card, (uint8_t)empty, 0};
    }
    return n;
}

#if DECKS > 1
/* The moves of ``moves._onto_twins``: onto the columns in ``twins``, each
 * topped by a copy of a card an earlier column tops. */
static int onto_twins(const Rules *r, const State *s, const View *v, const int *twins,
                      int twin_count, int to_occupied, int complete, Move *out)
{
    int n = 0;
    const uint8_t *cells = s->b + v->cells_at;
    for (int t = 0; t < twin_count; t++) {
        int j = twins[t];
        uint8_t top = s->b[v->start[j] + v->len[j] - 1];
        for (int i = 0; i < r->first_pile; i++) {
            int size = v->len[i];
            if (i == j || !size)
                continue;
            const uint8_t *column = s->b + v->start[i];
            int run = run_length(r, column, size);
            if (complete) {
                int most = run < to_occupied ? run : to_occupied;
                for (int count = 1; count <= most; count++)
                    if (goes_on(r, column[size - count], top))
                        out[n++] = (Move){4, (uint8_t)i, (uint8_t)j, (uint8_t)count};
            } else if (run <= to_occupied && goes_on(r, column[size - run], top)) {
                out[n++] = (Move){4, (uint8_t)i, (uint8_t)j, (uint8_t)run};
            }
        }
        for (int c = 0; c < v->cells; c++)
            if (goes_on(r, cells[c], top))
                out[n++] = (Move){3, cells[c], (uint8_t)j, 0};
    }
    return n;
}
#endif

static int pile_ups(const Rules *r, const State *s, const View *v, Move *out);
static int cover_moves(const Rules *r, const State *s, const View *v, Move *out, int complete);
static int tier_moves(const Rules *r, const State *s, const View *v, Move *out, int complete);
static int pile_moves(const Rules *r, const State *s, const View *v, Move *out, int complete,
                      int free, int first_empty, int to_occupied, int to_empty);
static int not_emptying(const View *v, Move *out, int n);

/* ``piles.keeps_column``: piles take a run while empty and no card fills an
 * empty column (Headquarters), so a column's whole content never moves. */
static int keeps_column(const Rules *r)
{
    return r->pile_intake == TAKES_RUN_WHEN_EMPTY && r->no_room_before > 0;
}

/* The moves of ``legal_moves``, in its order: every move when ``complete``,
 * else without those that break up a run. A card two columns top (copies,
 * with several decks) names the first of them in ``tops``; the moves onto
 * the others come last, as there. */
int moves_of(const Rules *r, const State *s, const View *v, Move *out, int complete)
{
    if (r->tiers)
        return tier_moves(r, s, v, out, complete);
    if (r->covers)
        return cover_moves(r, s, v, out, complete);
    int n = 0;
    int free = r->cells - v->cells;
    int8_t tops[CARDS];
    int empties = 0, first_empty = -1;
#if DECKS > 1
    int twins[MAX_COLUMNS], twin_count = 0;
#endif
    memset(tops, -1, sizeof tops);
    /* With reserve piles, the moves up from them come first, and the moves
     * of the real columns alone follow (``piles.pile_moves``). */
    int real = r->first_pile;
    if (real < r->columns)
        n = pile_ups(r, s, v, out);
    for (int i = 0; i < real; i++) {
        if (v->len[i]) {
            uint8_t top = s->b[v->start[i] + v->len[i] - 1];
#if DECKS > 1
            if (tops[top] >= 0) {
                twins[twin_count++] = i;
                continue;
            }
#endif
            tops[top] = (int8_t)i;
        } else if (!empties++) {
            first_empty = i;
        }
    }
    int to_occupied = capacity(r, free, empties);
    int to_empty = capacity(r, free, empties - 1);
    const uint8_t *cells = s->b + v->cells_at;
    for (int c = 0; c < v->cells && !r->runs; c++) { /* whole runs: no move up */
        uint8_t card = cells[c];
        if (taker(r, s->found, card) >= 0)
            out[n++] = (Move){1, card, 0, 0};
    }
    for (int i = 0; i < real && !r->runs; i++) {
        if (!v->len[i])
            continue;
        uint8_t top = s->b[v->start[i] + v->len[i] - 1];
        if (taker(r, s->found, top) >= 0)
            out[n++] = (Move){0, (uint8_t)i, 0, 0};
    }
    for (int i = 0; i < real; i++) {
        int size = v->len[i];
        if (!size)
            continue;
        const uint8_t *column = s->b + v->start[i];
        int run = run_length(r, column, size);
        int most = run < to_occupied ? run : to_occupied;
        n += runs_onto(r, column, size, i, complete ? 1 : run, most, tops, out + n);
        if (empties) {
            most = run < to_empty ? run : to_empty;
            if (most > size - 1)
                most = size - 1; /* a whole column onto an empty one changes nothing */
            n += into_empty(r, column, size, i, most, first_empty, complete, out + n);
        }
        if (free && (complete || run == 1))
            out[n++] = (Move){2, (uint8_t)i, 0, 0};
    }
    n += cells_out(r, cells, v->cells, tops, first_empty, out + n);
#if DECKS > 1
    if (twin_count)
        n += onto_twins(r, s, v, twins, twin_count, to_occupied, complete, out + n);
#endif
    if (real < r->columns) {
        if (keeps_column(r))
            n = not_emptying(v, out, n);
        n += pile_moves(r, s, v, out + n, complete, free, first_empty, to_occupied, to_empty);
    }
    return n;
}

/* ``piles._not_emptying``: where no card fills an empty column and piles
 * take runs (``piles.keeps_column``), the moves of a column's whole content
 * onto another column left out of ``out``'s ``n``, the rest kept in order. */
static int not_emptying(const View *v, Move *out, int n)
{
    int kept = 0;
    for (int k = 0; k < n; k++)
        if (out[k].kind != 4 || out[k].n != v->len[out[k].a])
            out[kept++] = out[k];
    return kept;
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

/* The card ``depth`` cards under the top of ``p`` (0 the top). */
static int pile_card(const Pile *p, int depth)
{
    if (depth < p->added_len)
        return p->added[p->added_len - 1 - depth];
    return p->base[p->base_len - 1 - (depth - p->added_len)];
}

/* ``state.whole_run_at_foot``: the last 13 cards of ``p`` run from a king
 * down to an ace in alternate colours. Red are suits 1 and 2. */
static int whole_run_at_foot(const Pile *p)
{
    if (p->base_len + p->added_len < 13 || pile_card(p, 0) >> 2)
        return 0;
    for (int depth = 1; depth < 13; depth++) {
        int card = pile_card(p, depth), above = pile_card(p, depth - 1);
        int red = (card & 3) == 1 || (card & 3) == 2;
        int above_red = (above & 3) == 1 || (above & 3) == 2;
        if (card >> 2 != depth || red == above_red)
            return 0;
    }
    return 1;
}

/* ``state.settle_runs``: every whole run at the foot of a column up, each to
 * the first empty foundation; the columns it changed go to ``changed``. */
static void settle_runs(const Rules *r, Pile *piles, uint8_t *found, Dirty *changed)
{
    for (int i = 0; i < r->columns; i++)
        while (whole_run_at_foot(&piles[i])) {
            for (int k = 0; k < 13; k++)
                pile_pop(&piles[i]);
            *changed |= COLUMN_BIT(i);
            int f = 0;
            while (found[f])
                f++;
            found[f] = 13;
        }
}

static void remove_cell(uint8_t *cells, int *count, uint8_t card)
{
    int at = 0;
    while (cells[at] != card)
        at++;
    memmove(cells + at, cells + at + 1, (size_t)(*count - at - 1));
    (*count)--;
}

/* ``interlock.blocked`` of the piles as a move leaves them. */
static int piles_blocked(const Rules *r, const Pile *piles, int i)
{
    for (int k = 0; k < r->over_count[i]; k++) {
        const Pile *above = &piles[r->over[i][k]];
        if (above->base_len + above->added_len)
            return 1;
    }
    return 0;
}

static void cover_play_into(const Rules *r, const State *s, const View *v, Move m, State *out,
                            View *out_view, Dirty *dirty);

/* The columns of a position as piles a move may change, none changed yet. */
static inline void piles_of(const Rules *r, const State *s, const View *v, Pile *piles)
{
    for (int i = 0; i < r->columns; i++) {
        piles[i].base = s->b + v->start[i];
        piles[i].base_len = v->len[i];
        piles[i].added_len = 0;
    }
}

/* A move of ``m.n`` cards from pile ``m.a`` onto pile ``m.b``. */
static inline void move_run(Pile *piles, Move m)
{
    Pile *source = &piles[m.a], *dest = &piles[m.b];
    memcpy(dest->added, source->base + source->base_len - m.n, m.n);
    dest->added_len = m.n;
    source->base_len -= m.n;
}

/* A child as the state holds it: the piles as a move left them, each
 * followed by the separator, then ``cell_count`` bytes of cells (sorted, or
 * where cells cover their columns one a column), and the foundations. */
static void lay_out(const Rules *r, const Pile *piles, const uint8_t *cells, int cell_count,
                    const uint8_t *found, State *out, View *out_view)
{
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
    memcpy(out->found, found, FOUNDATIONS);
}

/* ``moves.play``: the move, then every safe card up (``state.settle``; in
 * tiers ``interlock.settle``, from free piles alone, looked at again as the
 * piles over them empty; where cells cover columns ``covers.play``). */
void play_into(const Rules *r, const State *s, const View *v, Move m, State *out,
               View *out_view, Dirty *dirty)
{
    if (r->covers) {
        cover_play_into(r, s, v, m, out, out_view, dirty);
        return;
    }
    Dirty changed = 0;
    Pile piles[MAX_COLUMNS];
    uint8_t cells[MAX_CELLS];
    int cell_count = v->cells;
    uint8_t found[FOUNDATIONS];
    memcpy(found, s->found, sizeof found);
    memcpy(cells, s->b + v->cells_at, (size_t)cell_count);
    piles_of(r, s, v, piles);
    if (m.kind == 4) {
        move_run(piles, m);
        changed |= COLUMN_BIT(m.a) | COLUMN_BIT(m.b);
    } else if (m.kind == 2) {
        Pile *source = &piles[m.a];
        uint8_t card = source->base[--source->base_len];
        changed |= COLUMN_BIT(m.a);
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
        changed |= COLUMN_BIT(m.a);
        int f = taker(r, found, card);
        if (f >= 0)
            found[f]++;
    } else if (m.kind == 1 || m.kind == 3) {
        remove_cell(cells, &cell_count, m.a);
        if (m.kind == 3) {
            piles[m.b].added[0] = m.a;
            piles[m.b].added_len = 1;
            changed |= COLUMN_BIT(m.b);
        } else {
            int f = taker(r, found, m.a);
            if (f >= 0)
                found[f]++;
        }
    }
    /* settle (``state.settle``): with several decks a foundation holding the
     * rank of the one before it of its suit is passed over, and the needs are
     * of the lowest foundation of each suit. Twice round only the second time
     * round of a suit sends cards up, once the first is at the king. */
    if (r->runs)
        settle_runs(r, piles, found, &changed);
    int progress = !r->runs, lowest = FOUNDATIONS_OF(r) - 4;
#if DECKS > 1
    int first_f = r->twice ? 4 : 0;
#else
    const int first_f = 0;
#endif
    while (progress) {
        progress = 0;
        for (int f = first_f; f < FOUNDATIONS_OF(r); f++) {
            int rank = found[f];
            if (rank == 13 || (f >= 4 && found[f - 4] == rank))
                continue;
#if DECKS > 1
            if (r->twice && found[f - 4] != 13)
                continue;
#endif
            int card = rank * 4 + (f & 3);
            int safe = 1;
            for (int other = 0; other < 4; other++)
                if ((r->needs[card] >> other & 1) && found[lowest + other] < rank) {
                    safe = 0;
                    break;
                }
            if (!safe)
                continue;
            int taken = 0;
            for (int i = 0; i < r->columns; i++)
                if (pile_top(&piles[i]) == card) {
                    if (r->tiers && piles_blocked(r, piles, i))
                        break; /* in tiers only free piles' cards go up unasked */
                    pile_pop(&piles[i]);
                    changed |= COLUMN_BIT(i);
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
            found[f] = (uint8_t)(rank + 1);
            progress = 1;
        }
    }
    lay_out(r, piles, cells, cell_count, found, out, out_view);
    *dirty = changed;
}

void play(const Rules *r, const State *s, const View *v, Move m, State *out)
{
    View ignored;
    Dirty dirty;
    play_into(r, s, v, m, out, &ignored, &dirty);
}

#if DECKS > 1
/* Whether column ``a`` sorts before column ``b`` as ``bytes`` sort. */
static int sorts_before(const State *s, const View *v, int a, int b)
{
    int shorter = v->len[a] < v->len[b] ? v->len[a] : v->len[b];
    int order = memcmp(s->b + v->start[a], s->b + v->start[b], (size_t)shorter);
    return order ? order < 0 : v->len[a] < v->len[b];
}
#endif

/* The columns ``from`` to ``to`` (not included) into ``order`` at the same
 * places, sorted as ``bytes`` sort. With one deck every card is in one
 * place, so columns that hold cards differ in their first card, which alone
 * decides their order; an empty column sorts first. With copies two columns
 * may begin alike, and are compared whole. */
static void sort_group(const State *s, const View *v, int from, int to, int *order)
{
#if DECKS == 1
    int first[MAX_COLUMNS];
    for (int i = from; i < to; i++) {
        int bottom = v->len[i] ? s->b[v->start[i]] : -1;
        int j = i;
        while (j > from && first[j - 1] > bottom) {
            order[j] = order[j - 1];
            first[j] = first[j - 1];
            j--;
        }
        order[j] = i;
        first[j] = bottom;
    }
#else
    for (int i = from; i < to; i++) {
        int j = i;
        while (j > from && sorts_before(s, v, i, order[j - 1])) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = i;
    }
#endif
}

/* The key of ``state.key_of``: the columns sorted as ``bytes`` sort, then
 * the cells; with reserve piles the real columns sorted, then the piles
 * sorted apart (``first_pile``). The tests hold it to the Python one, and
 * two positions with the same key have the same fingerprint
 * (``position_print``). Returns its length. */
static int cover_key(const Rules *r, const State *s, const View *v, uint8_t *key);

int key_of(const Rules *r, const State *s, const View *v, uint8_t *key)
{
    int order[MAX_COLUMNS];
    if (r->covers)
        return cover_key(r, s, v, key);
    if (r->tiers) { /* piles in tiers keep their places (``interlock.ordered_key``) */
        for (int i = 0; i < r->columns; i++)
            order[i] = i;
    } else {
        sort_group(s, v, 0, r->first_pile, order);
        sort_group(s, v, r->first_pile, r->columns, order);
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

/* ---- compound moves (``macros``) ---- */

/* The columns in the key's order, as the Python search keeps them. */
void sort_columns(const Rules *r, State *s, View *v)
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
    Dirty dirty;
    play_into(r, s, v, m, &out, &out_view, &dirty);
    *s = out;
    sort_columns(r, s, &out_view);
    *v = out_view;
}

/* The column (or pile) that holds ``copy`` (0 the first) of ``card`` in the
 * columns' order, -1 when there is none (it is in a cell or up); its place
 * there in ``at``. */
static int copy_of(const Rules *r, const State *s, const View *v, int card, int copy, int *at)
{
    for (int i = 0; i < r->columns; i++)
        for (int k = 0; k < v->len[i]; k++)
            if (s->b[v->start[i] + k] == card && !copy--) {
                *at = k;
                return i;
            }
    return -1;
}

/* Which copy of the card at ``at`` in column ``i`` it is (0 the first). */
static int copy_index(const State *s, const View *v, int i, int at)
{
    int card = s->b[v->start[i] + at], copy = 0;
    for (int c = 0; c < i; c++)
        for (int k = 0; k < v->len[c]; k++)
            copy += s->b[v->start[c] + k] == card;
    for (int k = 0; k < at; k++)
        copy += s->b[v->start[i] + k] == card;
    return copy;
}

/* The column (or pile) whose first ``size`` cards are ``prefix``, or -1:
 * where the card being dug out is now, the columns sorted again. */
static int prefix_column(const Rules *r, const State *s, const View *v, const uint8_t *prefix,
                         int size)
{
    for (int i = 0; i < r->columns; i++)
        if (v->len[i] >= size && !memcmp(s->b + v->start[i], prefix, (size_t)size))
            return i;
    return -1;
}

/* The real column topped by ``card``, or -1: a reserve pile takes no card
 * onto another. */
static int top_column(const Rules *r, const State *s, const View *v, int card)
{
    for (int i = 0; i < r->first_pile; i++)
        if (v->len[i] && s->b[v->start[i] + v->len[i] - 1] == card)
            return i;
    return -1;
}

static int pile_takes(const Rules *r, int size, int count);

/* The first reserve pile other than ``i`` that takes ``count`` cards now
 * (``pile_takes``: where piles take a run while empty, the first empty one),
 * or -1. */
static int pile_for(const Rules *r, const View *v, int i, int count)
{
    for (int q = r->first_pile; q < r->columns; q++)
        if (q != i && pile_takes(r, v->len[q], count))
            return q;
    return -1;
}

/* ``CompoundMoves._dig``: clear the cards above ``card`` onto other columns or into
 * the cells, then play it up (``goal`` -1), onto ``goal``, or, for a
 * column's last card, anywhere but an empty column (-2). Plays into ``s``
 * and ``v``; the plain moves go to ``steps`` (when not NULL) and their
 * count is returned, 0 when the compound move cannot be made. Where reserve
 * piles take a run while empty (Headquarters), which the Python reference
 * does not play, a run that fits no column and finds no cell goes whole
 * into an empty pile: there a pile is the cell, and it holds a run. */
static int dig(const Rules *r, State *s, View *v, int card, int copy, int goal, Move *steps)
{
    int n = 0, i, at;
    /* With piles (Headquarters), the copy asked for, followed by the cards
     * under it: the other copy of a card of two decks may sort first. */
    int tracked = r->first_pile < r->columns, under = 0;
    uint8_t prefix[MOST_CARDS];
    for (;;) {
        if (!tracked) { /* the first copy, as the Python reference finds it */
            i = copy_of(r, s, v, card, 0, &at);
        } else if (!under) {
            i = copy_of(r, s, v, card, copy, &at);
            if (i >= 0) {
                under = at + 1;
                memcpy(prefix, s->b + v->start[i], (size_t)under);
            }
        } else {
            i = prefix_column(r, s, v, prefix, under);
            at = under - 1;
        }
        if (i < 0) /* it went up on its own */
            return n;
        int size = v->len[i], above = size - 1 - at;
        if (!above)
            break;
        const uint8_t *column = s->b + v->start[i];
        int free = r->cells - v->cells, empties = 0;
        for (int k = 0; k < r->first_pile; k++) /* an empty pile is no empty column */
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
        if (!found && !free) {
            int q = pile_for(r, v, i, most);
            if (q < 0)
                return 0;
            m = (Move){4, (uint8_t)i, (uint8_t)q, (uint8_t)most};
        }
        if (steps)
            steps[n] = m;
        n++;
        step(r, s, v, m);
    }
    Move last = {2, (uint8_t)i, 0, 0};
    if (goal != -1 && keeps_column(r) && i < r->first_pile && v->len[i] == 1)
        return 0; /* a column's whole content onto another: left out (``keeps_column``) */
    if (goal == -1) {
        if (taker(r, s->found, card) < 0)
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
int play_compound(const Rules *r, State *s, View *v, Move m, Move *steps)
{
    if (m.kind == DIG)
        return dig(r, s, v, m.a, m.n, (int)m.b - 2, steps);
    if (steps)
        steps[0] = m;
    step(r, s, v, m);
    return 1;
}

/* ``CompoundMoves._children``: the compound moves of a position (its columns
 * sorted), in their order, with the positions they lead to. */
int compound_children(const Rules *r, const State *s, const View *v, Move *out,
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
    /* Beside piles that take a run while empty (Headquarters), a run goes
     * into an empty pile only on the way to digging a card out, and the
     * moves that send a card up or dig one out come before the other plain
     * moves (``dig``, ``plan.PILE_DIG``). */
    int piled = r->first_pile < r->columns, copies = piled ? FOUNDATIONS_OF(r) / 4 : 1;
    Move mid[MOST_MOVES];
    int mid_count = 0;
    for (int k = 0; k < count; k++) {
        Move m = moves[k];
        if (m.kind == 2)
            continue;
        if (piled && m.kind == 4 && m.b >= r->first_pile && !v->len[m.b])
            continue;
        if ((m.kind == 3 || m.kind == 4) && !v->len[m.b]) { /* into an empty column: later */
            late[late_count++] = m;
            continue;
        }
        if (piled && m.kind > 1) {
            mid[mid_count++] = m;
            continue;
        }
        TRY(m);
    }
    int8_t tops[CARDS];
    memset(tops, -1, sizeof tops);
    for (int i = 0; i < r->columns; i++)
        if (v->len[i])
            tops[s->b[v->start[i] + v->len[i] - 1]] = (int8_t)i;
    /* Dig out what the foundations take next: none where they take whole
     * runs. Beside piles, each copy of a card of two decks. */
    for (int f = 0; f < (r->runs ? 0 : FOUNDATIONS_OF(r)); f++) {
        int rank = s->found[f];
        if (f >= 4 && s->found[f - 4] == rank) /* that card was looked for */
            continue;
        if (rank < 13 && tops[rank * 4 + (f & 3)] < 0)
            for (int copy = 0; copy < copies; copy++)
                TRY(((Move){DIG, (uint8_t)(rank * 4 + (f & 3)), 1, (uint8_t)copy}));
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
                if (j >= 0 && j != i && j < r->first_pile) /* a pile takes no card on one */
                    TRY(((Move){DIG, card, (uint8_t)(parent + 2),
                                (uint8_t)(piled ? copy_index(s, v, i, at) : 0)}));
            }
        }
    }
    for (int k = 0; k < mid_count; k++)
        TRY(mid[k]);
    for (int k = 0; k < late_count; k++)
        TRY(late[k]);
    int free = r->cells - v->cells;
    for (int i = 0; i < r->columns; i++) /* empty a column */
        if (v->len[i] && v->len[i] <= free + 1)
            TRY(((Move){DIG, s->b[v->start[i]], 0,
                        (uint8_t)(piled ? copy_index(s, v, i, 0) : 0)}));
#undef TRY
    return n;
}

/* ---- the heuristic ---- */

/* ``heuristic._fours_targets``: under Footling's one foundation the cards of
 * the lowest foundation's rank are wanted next, and each foundation's card
 * of the rank above after them. */
static void fours_wanted(const Rules *r, const uint8_t *found, double *wanted)
{
    const double *w = r->weights;
    int low = 13;
    for (int f = 0; f < FOUNDATIONS_OF(r); f++)
        if (found[f] < low)
            low = found[f];
    for (int f = 0; f < FOUNDATIONS_OF(r); f++) {
        int rank = found[f], card = rank * 4 + (f & 3);
        if (rank == low && rank < 13) {
            wanted[card] = w[2];
            if (rank < 12 && wanted[card + 4] == 0.0)
                wanted[card + 4] = w[3];
        } else if (rank == low + 1 && rank < 13 && wanted[card] == 0.0) {
            wanted[card] = w[3];
        }
    }
}

/* ``piles.parked``: where the deal fills a pile that takes cards back one at
 * a time (Needle, Haystack), the cards in the piles, which the heuristic
 * counts as cards in the cells; where the piles start empty (Limpopo,
 * Headquarters: ``by_pile``), the piles in use, each as one cell in use;
 * else 0. */
static int parked(const Rules *r, const View *v)
{
    int count = 0;
    for (int i = r->parking ? r->parking : r->columns; i < r->columns; i++)
        count += r->by_pile ? v->len[i] > 0 : v->len[i];
    return count;
}

/* ``heuristic.value`` of a position: lower is closer to a win. A pile reads
 * as a column. */
static double tier_value(const Rules *r, const State *s, const View *v, const double *wanted);
static int cover_held(const State *s, const View *v);

double value_of(const Rules *r, const State *s, const View *v)
{
    const double *w = r->weights;
    double wanted[CARDS] = {0};
#if DECKS == 1
    int left = CARDS;
#else
    int left = r->cards;
#endif
    if (r->fours)
        fours_wanted(r, s->found, wanted);
    for (int f = 0; f < FOUNDATIONS_OF(r); f++) {
        int rank = s->found[f];
        left -= rank;
        if (rank < 13 && !r->fours && !r->runs) { /* whole runs: no card is wanted */
            int card = rank * 4 + (f & 3);
            wanted[card] = w[2];
            if (rank < 12 && wanted[card + 4] == 0.0) /* a foundation further on wants it next */
                wanted[card + 4] = w[3];
        }
    }
    if (r->tiers)
        return tier_value(r, s, v, wanted);
    int blocked = 0, empty = 0;
    double depth = 0.0;
    for (int i = 0; i < r->columns; i++) {
        const uint8_t *column = s->b + v->start[i];
        int size = v->len[i], lowest = 99;
        double below = 0.0;
        if (!size && i >= r->no_room_before)
            empty++;
        int held = 0, under = -1; /* whole runs: cards out of a run headed by a king */
        for (int at = 0; at < size; at++) {
            int card = column[at], rank = card >> 2;
            if (rank > lowest)
                blocked++;
            else
                lowest = rank;
            depth += below;
            below += wanted[card];
            if (r->runs) { /* ``heuristic.RUNS_BLOCKED`` */
                int red = (card & 3) == 1 || (card & 3) == 2;
                int under_red = under >= 0 && ((under & 3) == 1 || (under & 3) == 2);
                held = rank == 12 || (held && rank + 1 == under >> 2 && red != under_red);
                blocked += !held;
                under = card;
            }
        }
    }
    /* Where cells cover columns, the cells in use (``covers.held``). */
    int used = (r->covers ? cover_held(s, v) : v->cells) + parked(r, v);
    return left * w[0] + blocked * w[1] + depth - empty * w[4] + (double)used * used * w[5];
}

/* ---- reserve piles (``piles``) ---- */

/* How many cards may leave pile ``p`` at once (``piles._gives``): its top
 * card, or where a pile gives runs (Headquarters) the run at its top. */
static int pile_gives(const Rules *r, const State *s, const View *v, int p)
{
    if (!v->len[p])
        return 0;
    return r->pile_runs ? run_length(r, s->b + v->start[p], v->len[p]) : 1;
}

/* Whether a pile of ``size`` cards takes ``count`` now (``piles.takes``). */
static int pile_takes(const Rules *r, int size, int count)
{
    if (r->pile_intake == TAKES_ONE_CARD)
        return count == 1 && size < r->pile_room;
    if (r->pile_intake == TAKES_RUN_WHEN_EMPTY)
        return !size;
    return 0;
}

/* The moves up from the piles, which ``piles.pile_moves`` puts first. */
static int pile_ups(const Rules *r, const State *s, const View *v, Move *out)
{
    int n = 0;
    for (int p = r->first_pile; p < r->columns; p++)
        if (v->len[p] && taker(r, s->found, s->b[v->start[p] + v->len[p] - 1]) >= 0)
            out[n++] = (Move){0, (uint8_t)p, 0, 0};
    return n;
}

/* The rest of ``piles.pile_moves``, in its order, after the moves of the
 * real columns: out of each pile onto a real column, into the first empty
 * one, into a cell; then onto the piles (``piles._onto_piles``). ``free``,
 * ``first_empty`` and the capacities are those of the real columns. */
static int pile_moves(const Rules *r, const State *s, const View *v, Move *out, int complete,
                      int free, int first_empty, int to_occupied, int to_empty)
{
    int n = 0, real = r->first_pile;
    for (int p = real; p < r->columns; p++) {
        int size = v->len[p];
        if (!size)
            continue;
        const uint8_t *pile = s->b + v->start[p];
        int give = pile_gives(r, s, v, p);
        for (int j = 0; j < real; j++) {
            if (!v->len[j])
                continue;
            uint8_t top = s->b[v->start[j] + v->len[j] - 1];
            for (int count = 1; count <= give; count++)
                if (goes_on(r, pile[size - count], top)) {
                    if (count <= to_occupied && (complete || count == give))
                        out[n++] = (Move){4, (uint8_t)p, (uint8_t)j, (uint8_t)count};
                    break;
                }
        }
        if (first_empty >= 0) {
            int most = give < to_empty ? give : to_empty;
            for (int count = most; count > 0; count--)
                if (r->fills[pile[size - count]]) {
                    out[n++] = (Move){4, (uint8_t)p, (uint8_t)first_empty, (uint8_t)count};
                    if (!complete)
                        break;
                }
        }
        if (free && (complete || give == 1))
            out[n++] = (Move){2, (uint8_t)p, 0, 0};
    }
    if (r->pile_intake == TAKES_NOTHING)
        return n;
    const uint8_t *cells = s->b + v->cells_at;
    int seen_empty = 0, one_card = r->pile_intake == TAKES_ONE_CARD;
    int keeps = keeps_column(r);
    for (int q = real; q < r->columns; q++) {
        int target = v->len[q];
        if (!target) {
            if (seen_empty)
                continue; /* empty piles are interchangeable */
            seen_empty = 1;
        }
        if (!pile_takes(r, target, 1))
            continue;
        for (int i = 0; i < real; i++) {
            int size = v->len[i];
            if (!size)
                continue;
            int run = run_length(r, s->b + v->start[i], size);
            if (one_card) {
                if (complete || run == 1)
                    out[n++] = (Move){4, (uint8_t)i, (uint8_t)q, 1};
                continue;
            }
            for (int count = run; count > (complete ? 0 : run - 1); count--)
                if (!keeps || count != size)
                    out[n++] = (Move){4, (uint8_t)i, (uint8_t)q, (uint8_t)count};
        }
        for (int p = real; p < r->columns; p++) {
            int size = v->len[p];
            if (p == q || !size)
                continue;
            if (one_card) {
                if (complete && (target || size > 1))
                    out[n++] = (Move){4, (uint8_t)p, (uint8_t)q, 1};
                continue;
            }
            int give = pile_gives(r, s, v, p);
            for (int count = give; count > 0; count--) {
                if (count == size)
                    continue; /* a whole pile onto an empty one: the same position */
                if (complete || count == give)
                    out[n++] = (Move){4, (uint8_t)p, (uint8_t)q, (uint8_t)count};
            }
        }
        for (int c = 0; c < v->cells; c++) {
            if (c && cells[c - 1] == cells[c])
                continue; /* copies of a card in the cells: one move */
            out[n++] = (Move){3, cells[c], (uint8_t)q, 0};
        }
    }
    return n;
}

/* ---- piles in overlapping tiers (``interlock``) ---- */

/* ``interlock.drop_down``: whether all of pile ``i`` may drop onto pile
 * ``j`` under it now, ``i`` the one pile over ``j`` still holding cards, free,
 * its cards one run whose first card fits ``j``'s top card (capacity is the
 * caller's). */
static int drops_down(const Rules *r, const State *s, const View *v, int i, int j)
{
    int size = v->len[i];
    if (!v->len[j] || !size)
        return 0;
    for (int k = 0; k < r->over_count[j]; k++) {
        int above = r->over[j][k];
        if (above != i && v->len[above])
            return 0;
    }
    const uint8_t *pile = s->b + v->start[i];
    if (tier_blocked(r, v, i) || run_length(r, pile, size) != size)
        return 0;
    return goes_on(r, pile[0], s->b[v->start[j] + v->len[j] - 1]);
}

/* ``interlock.interlock_moves``, in its order: the moves up (cells, then
 * free piles), then from each free pile onto the free piles whose top card
 * takes it, into the first free empty top-tier pile (not a top-tier pile
 * whole), into a cell, and its drop-down moves; then from the cells. */
static int tier_moves(const Rules *r, const State *s, const View *v, Move *out, int complete)
{
    int n = 0, free = v->cells < r->cells, empties = 0, first_empty = -1;
    int8_t tops[CARDS];
    uint8_t givers[MAX_COLUMNS];
    int giver_count = 0;
    memset(tops, -1, sizeof tops);
    for (int i = 0; i < r->columns; i++)
        if (v->len[i] && !tier_blocked(r, v, i))
            givers[giver_count++] = (uint8_t)i;
    const uint8_t *cells = s->b + v->cells_at;
    for (int c = 0; c < v->cells; c++)
        if (taker(r, s->found, cells[c]) >= 0)
            out[n++] = (Move){1, cells[c], 0, 0};
    for (int g = 0; g < giver_count; g++) {
        int i = givers[g];
        uint8_t top = s->b[v->start[i] + v->len[i] - 1];
        if (taker(r, s->found, top) >= 0)
            out[n++] = (Move){0, (uint8_t)i, 0, 0};
        tops[top] = (int8_t)i;
    }
    for (int i = 0; i < r->top; i++) /* only the top tier's empty piles relay */
        if (!v->len[i]) {
            empties++;
            if (first_empty < 0 && !tier_blocked(r, v, i))
                first_empty = i;
        }
    int to_occupied = capacity(r, r->cells - v->cells, empties);
    int to_empty = capacity(r, r->cells - v->cells, empties - 1);
    for (int g = 0; g < giver_count; g++) {
        int i = givers[g], size = v->len[i];
        const uint8_t *column = s->b + v->start[i];
        int run = run_length(r, column, size);
        int most = run < to_occupied ? run : to_occupied;
        if (complete || run <= to_occupied)
            n += runs_onto(r, column, size, i, complete ? 1 : run, most, tops, out + n);
        if (first_empty >= 0) {
            most = run < to_empty ? run : to_empty;
            if (i < r->top && most >= size)
                most = size - 1; /* a top-tier pile's all: the same position */
            n += into_empty(r, column, size, i, most, first_empty, complete, out + n);
        }
        if (free && (complete || run == 1))
            out[n++] = (Move){2, (uint8_t)i, 0, 0};
        if (size <= to_occupied) /* the drop-down: the whole pile */
            for (int k = 0; k < r->under_count[i]; k++) {
                int j = r->under[i][k];
                if (drops_down(r, s, v, i, j))
                    out[n++] = (Move){4, (uint8_t)i, (uint8_t)j, (uint8_t)size};
            }
    }
    n += cells_out(r, cells, v->cells, tops, first_empty, out + n);
    return n;
}

/* ``interlock._buried``: the cards on the piles that hold pile ``i`` down,
 * up through the tiers by the piles holding cards, each pile once. */
static int tier_buried(const Rules *r, const View *v, int i)
{
    uint64_t seen = 0;
    uint8_t waiting[MAX_COLUMNS];
    int count = 0, waiting_count = 0;
    waiting[waiting_count++] = (uint8_t)i;
    while (waiting_count) {
        int at = waiting[--waiting_count];
        for (int k = 0; k < r->over_count[at]; k++) {
            int above = r->over[at][k];
            if (!(seen >> above & 1) && v->len[above]) {
                seen |= (uint64_t)1 << above;
                count += v->len[above];
                waiting[waiting_count++] = (uint8_t)above;
            }
        }
    }
    return count;
}

/* ``interlock.evaluate``, term for term and summed in its order, so that the
 * values are equal: a wanted card in a blocked pile lies under every card on
 * the piles holding it down, each card of a blocked pile counts as blocked,
 * and only the top tier's empty piles count as empty. */
static double tier_value(const Rules *r, const State *s, const View *v, const double *wanted)
{
    const double *w = r->weights;
    int left = CARDS - s->found[0] - s->found[1] - s->found[2] - s->found[3];
    int stuck = 0, empty = 0;
    double depth = 0.0;
    for (int i = 0; i < r->columns; i++) {
        int size = v->len[i];
        if (!size) {
            empty += i < r->top;
            continue;
        }
        const uint8_t *column = s->b + v->start[i];
        int lowest = 99;
        for (int at = 0; at < size; at++) { /* ``heuristic.BLOCKED`` */
            int rank = column[at] >> 2;
            if (rank > lowest)
                stuck++;
            else
                lowest = rank;
        }
        int held = tier_blocked(r, v, i), buried = -1;
        if (held)
            stuck += size;
        for (int at = 0; at < size; at++) {
            double weight = wanted[column[at]];
            if (weight != 0.0) {
                int under = size - at - 1;
                if (held) {
                    if (buried < 0)
                        buried = tier_buried(r, v, i);
                    under += buried;
                }
                depth += under * weight;
            }
        }
    }
    int used = v->cells;
    return left * w[0] + stuck * w[1] + depth - empty * w[4] + (double)used * used * w[5];
}

/* ---- cells that cover their columns (``covers``) ---- */

/* ``covers.held``: the cells in use. */
static int cover_held(const State *s, const View *v)
{
    int held = 0;
    for (int c = 0; c < v->cells; c++)
        held += s->b[v->cells_at + c] != VACANT;
    return held;
}

/* ``covers.legal_moves``, in its order: a column gives only while its cell
 * is free and takes only then or when empty. The moves up (cells, then the
 * columns that give); from each column that gives onto the tops that take,
 * into each empty destination (the first empty column whose cell is free,
 * then each empty column whose cell is held; a whole column onto an empty
 * one only where that one's cell is held), into each free cell (of those
 * whose columns are empty, the first); then from the cells onto the tops
 * and into the empty destinations. */
static int cover_moves(const Rules *r, const State *s, const View *v, Move *out, int complete)
{
    int n = 0, count = r->columns, empty_count = 0, first_open = -1;
    int8_t tops[CARDS];
    uint8_t givers[MAX_COLUMNS], empties[MAX_COLUMNS], open_cells[MAX_COLUMNS];
    int giver_count = 0, empties_count = 0, open_count = 0, free = 0, open_empty = 0;
    const uint8_t *cells = s->b + v->cells_at;
    memset(tops, -1, sizeof tops);
    for (int i = 0; i < count; i++) {
        if (cells[i] == VACANT)
            free++;
        if (v->len[i]) {
            if (cells[i] == VACANT) {
                tops[s->b[v->start[i] + v->len[i] - 1]] = (int8_t)i;
                givers[giver_count++] = (uint8_t)i;
            }
        } else {
            empty_count++;
            if (first_open < 0 && cells[i] == VACANT)
                first_open = i;
        }
    }
    if (first_open >= 0)
        empties[empties_count++] = (uint8_t)first_open;
    for (int i = 0; i < count; i++)
        if (!v->len[i] && cells[i] != VACANT)
            empties[empties_count++] = (uint8_t)i;
    int to_occupied = capacity(r, free, empty_count);
    int to_empty = capacity(r, free, empty_count - 1);
    for (int k = 0; k < count; k++)
        if (cells[k] != VACANT && s->found[cells[k] & 3] == cells[k] >> 2)
            out[n++] = (Move){1, cells[k], 0, 0};
    for (int g = 0; g < giver_count; g++) {
        int i = givers[g];
        uint8_t top = s->b[v->start[i] + v->len[i] - 1];
        if (s->found[top & 3] == top >> 2)
            out[n++] = (Move){0, (uint8_t)i, 0, 0};
    }
    /* The free cells a card may go to: of those whose columns are alike
     * (empty, with one deck), the first. */
    for (int k = 0; k < count; k++)
        if (cells[k] == VACANT && (v->len[k] || !open_empty++))
            open_cells[open_count++] = (uint8_t)k;
    for (int g = 0; g < giver_count; g++) {
        int i = givers[g], size = v->len[i];
        const uint8_t *column = s->b + v->start[i];
        int run = run_length(r, column, size);
        int most = run < to_occupied ? run : to_occupied;
        n += runs_onto(r, column, size, i, complete ? 1 : run, most, tops, out + n);
        for (int e = 0; e < empties_count; e++) {
            int empty = empties[e];
            most = run < to_empty ? run : to_empty;
            if (cells[empty] == VACANT && most > size - 1)
                most = size - 1; /* the same pair, in another place */
            n += into_empty(r, column, size, i, most, empty, complete, out + n);
        }
        if (free && (complete || run == 1))
            for (int k = 0; k < open_count; k++)
                out[n++] = (Move){2, (uint8_t)i, open_cells[k], 1};
    }
    for (int k = 0; k < count; k++) {
        uint8_t card = cells[k];
        if (card == VACANT)
            continue;
        for (int p = 0; p < r->parent_count[card]; p++) {
            int j = tops[r->parents[card][p]];
            if (j >= 0)
                out[n++] = (Move){3, card, (uint8_t)j, 0};
        }
        if (r->fills[card])
            for (int e = 0; e < empties_count; e++)
                out[n++] = (Move){3, card, empties[e], 0};
    }
    return n;
}

/* ``covers.play``: the move (``covers.place``; a move to a cell fills the
 * cell it names), then every safe card up (``covers.settle``): from a cell,
 * or from the top of a column whose cell is free, looked at again as a cell
 * emptied so turns its column's top card up. A cell changed marks its
 * column changed, since a column's hash holds its cell. */
static void cover_play_into(const Rules *r, const State *s, const View *v, Move m, State *out,
                            View *out_view, Dirty *dirty)
{
    Dirty changed = 0;
    Pile piles[MAX_COLUMNS];
    uint8_t cells[MAX_COLUMNS];
    uint8_t found[FOUNDATIONS];
    memcpy(found, s->found, sizeof found);
    memcpy(cells, s->b + v->cells_at, (size_t)r->columns);
    piles_of(r, s, v, piles);
    if (m.kind == 4) {
        move_run(piles, m);
        changed |= COLUMN_BIT(m.a) | COLUMN_BIT(m.b);
    } else if (m.kind == 2) {
        Pile *source = &piles[m.a];
        cells[m.b] = source->base[--source->base_len];
        changed |= COLUMN_BIT(m.a) | COLUMN_BIT(m.b);
    } else if (m.kind == 0) {
        Pile *source = &piles[m.a];
        uint8_t card = source->base[--source->base_len];
        changed |= COLUMN_BIT(m.a);
        found[card & 3]++;
    } else if (m.kind == 1 || m.kind == 3) {
        int at = 0;
        while (cells[at] != m.a)
            at++;
        cells[at] = VACANT;
        changed |= COLUMN_BIT(at);
        if (m.kind == 3) {
            piles[m.b].added[0] = m.a;
            piles[m.b].added_len = 1;
            changed |= COLUMN_BIT(m.b);
        } else {
            found[m.a & 3]++;
        }
    }
    int progress = 1;
    while (progress) {
        progress = 0;
        for (int suit = 0; suit < 4; suit++) {
            int rank = found[suit];
            if (rank == 13)
                continue;
            int card = rank * 4 + suit, safe = 1;
            for (int other = 0; other < 4; other++)
                if ((r->needs[card] >> other & 1) && found[other] < rank) {
                    safe = 0;
                    break;
                }
            if (!safe)
                continue;
            int taken = 0;
            for (int c = 0; c < r->columns && !taken; c++)
                if (cells[c] == card) {
                    cells[c] = VACANT;
                    changed |= COLUMN_BIT(c);
                    taken = 1;
                }
            for (int i = 0; i < r->columns && !taken; i++)
                if (cells[i] == VACANT && pile_top(&piles[i]) == card) {
                    pile_pop(&piles[i]);
                    changed |= COLUMN_BIT(i);
                    taken = 1;
                }
            if (!taken)
                continue;
            found[suit] = (uint8_t)(rank + 1);
            progress = 1;
        }
    }
    lay_out(r, piles, cells, r->columns, found, out, out_view);
    *dirty = changed;
}

/* ``covers.key_of``: the pairs of a column and its cell sorted, by the
 * column as ``bytes`` sort, then the cell (with one deck columns that hold
 * cards differ in their first card, and empty ones sort first, by their
 * cells); the columns, then the cells in that order. */
static int cover_key(const Rules *r, const State *s, const View *v, uint8_t *key)
{
    int order[MAX_COLUMNS], rank[MAX_COLUMNS];
    const uint8_t *cells = s->b + v->cells_at;
    for (int i = 0; i < r->columns; i++) {
        int mine = v->len[i] ? 256 + s->b[v->start[i]] : cells[i];
        int j = i;
        while (j > 0 && rank[j - 1] > mine) {
            order[j] = order[j - 1];
            rank[j] = rank[j - 1];
            j--;
        }
        order[j] = i;
        rank[j] = mine;
    }
    int at = 0;
    for (int i = 0; i < r->columns; i++) {
        int k = order[i];
        memcpy(key + at, s->b + v->start[k], v->len[k]);
        at += v->len[k];
        key[at++] = SEP;
    }
    for (int i = 0; i < r->columns; i++)
        key[at++] = cells[order[i]];
    return at;
}

/* A move as the Python code holds it: a tuple whose first item is its kind
 * (``state.py``); a move to a cell that names its cell (``covers``) as
 * ``(2, column, cell)``. */
PyObject *move_tuple(Move m)
{
    if (m.kind == 2 && m.n)
        return Py_BuildValue("(iii)", m.kind, m.a, m.b);
    if (m.kind == 4)
        return Py_BuildValue("(iiii)", m.kind, m.a, m.b, m.n);
    if (m.kind == 3)
        return Py_BuildValue("(iii)", m.kind, m.a, m.b);
    return Py_BuildValue("(ii)", m.kind, m.a);
}
