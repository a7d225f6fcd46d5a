/*
 * What the parts of the C search share (``_exhaust_*.c``, built together as
 * the one extension ``_exhaust``): the position, its moves, the rule tables,
 * the visited set, and the state of each of the searches, with the functions
 * one part calls in another. Private to the extension: nothing here is seen
 * from Python, which knows only the type ``Exhaust`` (``_exhaust_module.c``).
 *
 * The parts, by job:
 *   _exhaust_moves.c    a position's moves and the position after each
 *                       (``moves.legal_moves``, ``moves.play``), its key,
 *                       the compound moves of ``macros``, the heuristic
 *   _exhaust_visited.c  fingerprints and the visited set
 *   _exhaust_prove.c    depth first: the prover, the runs of ``restarts``,
 *                       and the compound moves' search
 *   _exhaust_best.c     best first (``greedy``), as ``search.BestFirst``,
 *                       and the par's beam search (``beam``)
 *   _exhaust_shorten.c  a way through made shorter (``shortcut``)
 *   _exhaust_ledger.c   the bytes all the searches hold, and their bound
 *   _exhaust_module.c   the Python type and the module
 *
 * The small functions every search calls per position are ``static inline``
 * here, so that splitting the file cost no call that the one file did not
 * make.
 */
#ifndef FREECELL_QT_EXHAUST_H
#define FREECELL_QT_EXHAUST_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The functions the parts share stay inside the extension: called directly,
 * not through the symbol table, as the one file's static functions were. */
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility push(hidden)
#endif

#define SEP 255
#if defined(__GNUC__) || defined(__clang__)
#define PREFETCH(address) __builtin_prefetch(address)
#else
#define PREFETCH(address) ((void)(address))
#endif
/* The build: one deck (``_exhaust``), or up to three (``_exhaust_decks``, the
 * same sources with ``DECKS`` set to 3). Copies of a card are one byte, as in
 * ``state``: a card is 0..51 whatever the decks, and the foundations are four
 * a deck, those of a suit highest first. The one-deck build keeps its
 * positions small, and every loop over the foundations a constant bound. */
#ifndef DECKS
#define DECKS 1
#endif
/* The third build (``_exhaust_tiers``) is the one-deck build with room for
 * Sarlacc's 52 piles in overlapping tiers: it sets MAX_COLUMNS and its name. */
#ifndef MAX_COLUMNS
#define MAX_COLUMNS 14
#endif
#if DECKS == 1
#define MAX_CELLS 8
#ifndef MODULE_NAME
#define MODULE_NAME "_exhaust"
#define MODULE_INIT PyInit__exhaust
#endif
#else
#define MAX_CELLS 12
#define MODULE_NAME "_exhaust_decks"
#define MODULE_INIT PyInit__exhaust_decks
#endif
/* The rule tables are a deck's: one entry per card. */
#define CARDS 52
#define MOST_CARDS (CARDS * DECKS)
#define FOUNDATIONS (4 * DECKS)
/* The foundations of a rule set (``4 * decks``): a constant in the one-deck
 * build. */
#if DECKS == 1
#define FOUNDATIONS_OF(r) 4
#else
#define FOUNDATIONS_OF(r) ((r)->foundations)
#endif
/* Every card and a separator per column, rounded up to whole words. */
#define SIZE ((MOST_CARDS + MAX_COLUMNS + 7) / 8 * 8)
#if DECKS == 1
/* More than any position has: up 8 cells * (1 + 4 parents + 1 empty), per
 * column 1 up + 13 lengths * (4 parents + 1 empty) + 1 cell: 986 with 14
 * columns. */
#define MOST_MOVES 1024
/* A position's compound moves: its plain moves, and at most 4 cards dug out
 * for the foundations, 52 * 4 onto a column and 14 columns emptied. */
#define MOST_CHILDREN (MOST_MOVES + 256)
#else
/* With copies, a column may also go onto each column topped by a copy of a
 * card another column tops (``moves._onto_twins``): per column 1 up, 1 cell,
 * 13 lengths onto an empty column, 13 * 4 onto the first of each parent, 13
 * onto each of 13 twins, so 236; and per cell 1 up, 4 parents, 1 empty, 13
 * twins. 3,532 with 14 columns and 12 cells. */
#define MOST_MOVES 4096
/* The plain moves, 12 cards dug out for the foundations (beside piles,
 * each copy of each: 36), 156 * 4 onto a column and 14 columns emptied. */
#define MOST_CHILDREN (MOST_MOVES + 4 * MOST_CARDS + FOUNDATIONS * DECKS + MAX_COLUMNS)
#endif
/* A set of columns, one bit each (the columns a move changed): a word wide
 * enough for every column of the build. */
#if MAX_COLUMNS > 32
typedef uint64_t Dirty;
#else
typedef unsigned Dirty;
#endif
#define COLUMN_BIT(i) ((Dirty)1 << (i))
#define ALL_COLUMNS (~(Dirty)0)
/* The most piles over one pile, and under one, in tiers (``Rules.over``). */
#define MOST_OVER 4

/* A compound move waiting in a frame: kind DIG, a the card, b its goal + 2
 * (0 anywhere but an empty column, 1 up, else the card it goes on). Plain
 * moves wait as themselves. */
#define DIG 6
/* The plain moves one compound move may take: every card but one moved once,
 * and the last. */
#define MOST_STEPS MOST_CARDS

typedef struct {
    uint8_t b[SIZE];
    uint8_t len;
    uint8_t found[FOUNDATIONS]; /* those of a suit highest first */
} State;

/* kind: 0 column up, 1 cell up, 2 column to cell, 3 cell to column, 4 column
 * to column (as ``state``); a: column, or card for 1 and 3; b: destination
 * column, or for 2 where cells cover columns the cell (then n is 1, so
 * that ``move_tuple`` names it); n: cards moved. */
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
    /* 4 a deck, and every card of the decks: up in a win. */
    int foundations, cards;
    /* The foundations go twice round (``MoveRules.twice``), held as those of
     * two decks: f the first time round of suit f, f + 4 the second, which
     * takes a card only once the first is at the king. Always 0 in the
     * one-deck build, which never reads it. */
    int twice;
    /* The foundations take whole runs (``MoveRules.whole_runs``, Spidercells):
     * four counts of 0 or 13, no move up, and every whole run at the foot of
     * a column sent up unasked (``state.settle_runs``). One deck only. */
    int runs;
    uint8_t parents[CARDS][CARDS]; /* the cards each card may go on */
    uint8_t parent_count[CARDS];
    uint8_t fills[CARDS];
    uint8_t capacity[MAX_CELLS + 1][MAX_COLUMNS + 2]; /* [free][empty + 1]; empty -1 gives 0 */
    /* The suits whose lowest foundation must be as high, as bits. */
    uint8_t needs[CARDS];
    /* The heuristic's weights (``heuristic.Weights``): left, blocked,
     * next_depth, second_depth, empty, cells; all zero for no ordering. */
    double weights[6];
    int ordered;
    /* Footling's one foundation (``MoveRules.fours``), held as foundations
     * by suit: a card goes up only once every foundation has reached its
     * rank. Every card it takes is safe: the needs ask that of the lowest
     * foundation of every suit. */
    int fours;
    /* Reserve piles after the real columns (``piles``): the index of the
     * first, ``columns`` for none; what a pile takes (``pile_intake``: one
     * of the TAKES_ below) and holds (``pile_room``), whether a run leaves
     * it at once (``pile_runs``), and where the cards the heuristic counts
     * as cells in use start (``parking``: ``MoveRules.pile_parks``, 0 for
     * none). */
    int first_pile, pile_intake, pile_room, pile_runs, parking;
    /* The parked cards counted a pile in use at a time, whatever it holds
     * (``MoveRules.parks_by_pile``), rather than a card at a time. */
    int by_pile;
    /* The columns before this index are left out of the heuristic's empty
     * columns: where no card may fill one, an empty column is no room
     * (``MoveRules.no_room_before``; 0: none). */
    int no_room_before;
    /* Piles in overlapping tiers (``MoveRules.over``, Sarlacc; ``interlock``):
     * ``tiers`` 0 for none. The piles of the next tier over each pile
     * (``over``, ``over_count``) and those each pile lies over (``under``,
     * in order, for the drop-down move); only the first ``top`` piles, the
     * top tier, take a card when empty and relay. The piles keep their
     * places in the key. */
    int tiers, top;
    uint8_t over[MAX_COLUMNS][MOST_OVER], over_count[MAX_COLUMNS];
    uint8_t under[MAX_COLUMNS][MOST_OVER], under_count[MAX_COLUMNS];
    /* Cells that cover their columns (``MoveRules.covers``, Flipper;
     * ``covers``): 0 for none. The cells area then holds one byte per
     * column, its cell, VACANT for an empty one, in the columns' order; a
     * move to a cell names it (kind 2, ``b``), and the key sorts the pairs
     * of a column and its cell. One deck by suit, no reserve piles. */
    int covers;
} Rules;

/* An empty cell where each cell covers its column (``covers.VACANT``). */
#define VACANT 254

/* What a pile takes, as ``piles`` numbers it: nothing, one card at a time
 * up to its room, any run while empty. */
#define TAKES_NOTHING 0
#define TAKES_ONE_CARD 1
#define TAKES_RUN_WHEN_EMPTY 2

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

/* The visited set: open addressing on fingerprint pairs (_exhaust_visited.c). */
typedef struct {
    uint64_t *table; /* fingerprint pairs: high, low */
    size_t slots, count, most_slots;
} Visited;

/* A depth-first search's path (_exhaust_prove.c). */
typedef struct {
    /* Compound moves (``macros``) rather than plain ones. */
    int compound;
    Frame *frames;
    size_t depth, frames_size;
    /* The top frame's view and columns' hashes. */
    View top_view;
    uint64_t top_a[MAX_COLUMNS], top_b[MAX_COLUMNS];
    /* The most bytes the path (frames and waiting moves) may take. */
    size_t most_path;
    /* The frames' waiting moves. */
    Entry *pool;
    size_t pool_size;
    /* Its chance in its order (``seed``): the state of its generator, 0 for
     * none, and the most it adds to a move's value. */
    uint64_t rng;
    double jitter;
} DepthFirst;

/* A best-first search (_exhaust_best.c): the open list, a binary heap, and
 * each expanded position's parent and move there. */
typedef struct {
    int complete, dropped;
    double path_cost;
    /* A beam search (``beam`` wide, 0 for none): the positions of one layer
     * (``open``, one more move between the columns and the cells than the
     * last, moves to the foundations free) are expanded in turn from
     * ``layer_at``, their children gathered in ``next``, and the ``beam``
     * best of those by the estimate make the next layer. */
    size_t beam, layer_at;
    Node *next;
    size_t next_count, next_size;
    Node *open;
    size_t open_count, open_size, most_open;
    uint32_t *parents;
    Move *vias;
    size_t closed_count, closed_size;
    uint64_t order;
} BestFirst;

/* The Python type: one search, depth first or best first (``greedy``). */
typedef struct {
    PyObject_HEAD
    Rules rules;
    int greedy;
    Visited visited;
    DepthFirst path; /* when not greedy */
    BestFirst best;  /* when greedy */
    /* Room for the children of one position. */
    State *scratch;
    View *scratch_views;
    long long expanded;
    int solved, dry, full;
    PyObject *solution; /* a list of move tuples once solved */
    State origin;       /* the start, settled */
} Exhaust;

/* ---- small helpers, inlined where they are called ---- */

static inline void view_of(const Rules *r, const State *s, View *v)
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

static inline int capacity(const Rules *r, int free, int empty)
{
    return r->capacity[free][empty + 1];
}

/* Whether a foundation is below ``rank``: Footling's one foundation then
 * takes no card of it (``state.goes_up``). The foundations of a suit are
 * highest first, so the last four are the lowest of each suit. */
static inline int fours_waits(const Rules *r, const uint8_t *found, int rank)
{
    (void)r; /* unread in the one-deck build */
    const uint8_t *lowest = found + FOUNDATIONS_OF(r) - 4;
    return lowest[0] < rank || lowest[1] < rank || lowest[2] < rank || lowest[3] < rank;
}

/* The foundation that takes ``card`` now: the first of its suit holding the
 * rank below it (``state.send_up``), -1 for none; twice round, the second
 * time round only once the first is at the king (``state.goes_up``); under
 * Footling's one foundation, none while a foundation is below its rank. */
static inline int taker(const Rules *r, const uint8_t *found, int card)
{
    int rank = card >> 2;
    if (r->fours && fours_waits(r, found, rank))
        return -1;
#if DECKS > 1
    if (r->twice) {
        int suit = card & 3;
        if (found[suit] == rank)
            return suit;
        return found[suit] == 13 && found[suit + 4] == rank ? suit + 4 : -1;
    }
#endif
    for (int f = card & 3; f < FOUNDATIONS_OF(r); f += 4)
        if (found[f] == rank)
            return f;
    return -1;
}

/* Whether a pile over pile ``i`` holds a card (piles in tiers,
 * ``interlock.blocked``). */
static inline int tier_blocked(const Rules *r, const View *v, int i)
{
    for (int k = 0; k < r->over_count[i]; k++)
        if (v->len[r->over[i][k]])
            return 1;
    return 0;
}

/* Whether every card is up. */
static inline int won(const Rules *r, const State *s)
{
    int up = 0;
    for (int f = 0; f < FOUNDATIONS_OF(r); f++)
        up += s->found[f];
#if DECKS == 1
    (void)r;
    return up == CARDS;
#else
    return up == r->cards;
#endif
}

/* ---- _exhaust_ledger.c: the bytes the searches hold ---- */

void ledger_init(void);
size_t ledger_held(void);
size_t ledger_refusals(void);
void ledger_allow(size_t bytes);
void *ledger_calloc(size_t bytes);
void *ledger_realloc(void *block, size_t old, size_t bytes);
void ledger_free(void *block, size_t bytes);

/* ---- _exhaust_moves.c: positions and their moves ---- */

int moves_of(const Rules *r, const State *s, const View *v, Move *out, int complete);
void play_into(const Rules *r, const State *s, const View *v, Move m, State *out,
               View *out_view, Dirty *dirty);
void play(const Rules *r, const State *s, const View *v, Move m, State *out);
int key_of(const Rules *r, const State *s, const View *v, uint8_t *key);
void sort_columns(const Rules *r, State *s, View *v);
int play_compound(const Rules *r, State *s, View *v, Move m, Move *steps);
int compound_children(const Rules *r, const State *s, const View *v, Move *out,
                      State *children, View *views);
double value_of(const Rules *r, const State *s, const View *v);

/* ---- _exhaust_visited.c: fingerprints and the visited set ---- */

void fingerprint(const uint8_t *key, int size, uint64_t *high, uint64_t *low);
int visited_alloc(Visited *set, size_t slots);
int visited_add(Visited *set, uint64_t high, uint64_t low);
void visited_release(Visited *set);
void part_hash(const uint8_t *cards, int size, uint64_t seed, uint64_t *a, uint64_t *b);
void column_hashes(const Rules *r, const State *s, const View *v, Dirty dirty,
                   uint64_t *part_a, uint64_t *part_b);
void position_print(const Rules *r, const State *s, const View *v, const uint64_t *part_a,
                    const uint64_t *part_b, uint64_t *high, uint64_t *low);
void fingerprint_of(const Rules *r, const State *s, const View *v, uint64_t *high,
                    uint64_t *low);
int play_child(const Rules *r, const State *s, const View *v, const uint64_t *part_a,
               const uint64_t *part_b, Move m, State *child, View *child_view,
               uint64_t *high, uint64_t *low);

/* 1 when the set holds the fingerprint. */
static inline int visited_has(const Visited *set, uint64_t high, uint64_t low)
{
    size_t mask = set->slots - 1, at = high & mask;
    const uint64_t *table = set->table;
    while (table[2 * at + 1]) {
        if (table[2 * at + 1] == low && table[2 * at] == high)
            return 1;
        at = (at + 1) & mask;
    }
    return 0;
}

/* ---- _exhaust_prove.c: depth first ---- */

int prove_push(Exhaust *self, const State *s, const View *v, const uint64_t *part_a,
               const uint64_t *part_b, Move via);
PyObject *prove_run(Exhaust *self, long long budget);
void prove_release(DepthFirst *path);

/* ---- _exhaust_best.c: best first ---- */

int best_open_push(BestFirst *best, const Node *node);
PyObject *best_run(Exhaust *self, long long budget);
PyObject *beam_run(Exhaust *self, long long budget);
void best_release(BestFirst *best);

/* ---- _exhaust_shorten.c ---- */

PyObject *shorten_way(Exhaust *self, PyObject *path, int pairs);

/* ---- _exhaust_moves.c: a move as Python sees it ---- */

PyObject *move_tuple(Move m);

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC visibility pop
#endif

#endif
