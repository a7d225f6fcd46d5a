/*
 * The exhaustive search in C, as the Python type ``Exhaust`` (Python names it
 * ``native.CompiledCore``): depth first over every move, with the safe moves
 * to the foundations played at once, each position's moves ordered by the
 * solver's heuristic when weights are given, and a visited set of 128-bit
 * fingerprints of the position with its columns in any order.
 *
 * Why C: a proof that a deal is lost walks its whole reachable space, which
 * for the hardest deals of the tight games (one or two free cells, ForeCell)
 * runs to millions of positions. The searches in Python, even compiled by
 * mypyc, expand about a hundred thousand a second; here one to two
 * microseconds, with no Python object made per position, and a position
 * seen costs 16 bytes.
 *
 * The moves are exactly those of ``moves.legal_moves`` and a child is
 * exactly ``moves.play``: the same tables (read off the Rules value by the
 * Python side and handed in as bytes), the same shortcuts. ``children`` and
 * ``key`` expose both, so that the tests hold this module to the Python code
 * position by position. The Python code is the reference and this the fast
 * copy: ``native.CompiledSearch`` wraps it for the portfolio.
 *
 * One object is one search, chosen when it is made: depth first
 * (``_exhaust_prove.c``), with ``compound`` over the compound moves of
 * ``macros.CompoundMoves``, or with ``greedy`` best first, or by a beam
 * ``beam`` wide (``_exhaust_best.c``). Its way through is made shorter by ``shortcut``
 * (``_exhaust_shorten.c``). This file holds the type: reading Python's
 * positions and tables, and handing back moves and positions. The files'
 * jobs are listed in ``_exhaust.h``.
 */
#include "_exhaust.h"

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

/* The foundations of a position from Python's ranks, into ``s``. */
static int foundations_of(const Rules *r, PyObject *found, State *s)
{
    PyObject *seq = PySequence_Fast(found, "foundations: four ranks a deck");
    if (!seq)
        return -1;
    if (PySequence_Fast_GET_SIZE(seq) != r->foundations) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "foundations: four ranks a deck");
        return -1;
    }
    for (int suit = 0; suit < r->foundations; suit++) {
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

static int cover_cells_of(const Rules *r, PyObject *cells, int at, int cards, PyObject *found,
                          State *s);

/* A position from Python's columns, cells and foundations, as ``state``
 * holds them. */
static int state_of(const Rules *r, PyObject *columns, PyObject *cells, PyObject *found, State *s)
{
    memset(s->found, 0, sizeof s->found);
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
        if (cards > r->cards) {
            Py_DECREF(seq);
            PyErr_SetString(PyExc_ValueError, "more cards than the decks hold");
            return -1;
        }
        memcpy(s->b + at, PyBytes_AS_STRING(column), (size_t)size);
        at += (int)size;
        s->b[at++] = SEP;
    }
    Py_DECREF(seq);
    if (r->covers) /* one byte a cell, in the columns' order */
        return cover_cells_of(r, cells, at, cards, found, s);
    if (!PyBytes_Check(cells) || PyBytes_GET_SIZE(cells) > r->cells ||
        cards + PyBytes_GET_SIZE(cells) > r->cards) {
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
    return foundations_of(r, found, s);
}

/* ``state_of``'s cells and foundations where cells cover columns
 * (``covers``): one byte a cell in the columns' order, ``VACANT`` for an
 * empty one, after the columns (``at`` bytes, ``cards`` cards). */
static int cover_cells_of(const Rules *r, PyObject *cells, int at, int cards, PyObject *found,
                          State *s)
{
    if (!PyBytes_Check(cells) || PyBytes_GET_SIZE(cells) != r->columns) {
        PyErr_SetString(PyExc_ValueError, "cells: bytes, one a column");
        return -1;
    }
    const uint8_t *bytes = (const uint8_t *)PyBytes_AS_STRING(cells);
    for (int c = 0; c < r->columns; c++)
        cards += bytes[c] != VACANT;
    if (cards > r->cards) {
        PyErr_SetString(PyExc_ValueError, "more cards than the decks hold");
        return -1;
    }
    memcpy(s->b + at, bytes, (size_t)r->columns);
    s->len = (uint8_t)(at + r->columns);
    for (int i = 0; i < s->len; i++)
        if (s->b[i] != SEP && s->b[i] >= CARDS && !(i >= at && s->b[i] == VACANT)) {
            PyErr_SetString(PyExc_ValueError, "a card out of range");
            return -1;
        }
    return foundations_of(r, found, s);
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
    PyObject *found = PyTuple_New(r->foundations);
    for (int f = 0; found && f < r->foundations; f++) {
        PyObject *rank = PyLong_FromLong(s->found[f]);
        if (!rank)
            Py_CLEAR(found);
        else
            PyTuple_SET_ITEM(found, f, rank);
    }
    if (!found) {
        Py_DECREF(columns);
        return NULL;
    }
    return Py_BuildValue("(Ny#N)", columns, (const char *)s->b + v.cells_at,
                         (Py_ssize_t)v.cells, found);
}

/* The reserve piles (``piles``) of ``r``, whose columns are set: after the
 * first ``first_pile`` columns (-1: none). Foundations that take whole runs
 * or go by Footling's one foundation know no piles, and compound moves know
 * only piles that take a run while empty and give runs (Headquarters). */
static int read_piles(Rules *r, int first_pile, int intake, int room, int runs, int parking,
                      int compound)
{
    if (first_pile < 0)
        first_pile = r->columns;
    if (first_pile < 1 || first_pile > r->columns || intake < TAKES_NOTHING ||
        intake > TAKES_RUN_WHEN_EMPTY || room < 0 || room > 255 ||
        (parking && parking != first_pile)) {
        PyErr_SetString(PyExc_ValueError, "piles: first_pile, pile_intake, pile_room or parking");
        return -1;
    }
    if (first_pile < r->columns && (r->runs || r->fours ||
                                    (compound && (intake != TAKES_RUN_WHEN_EMPTY || !runs)))) {
        PyErr_SetString(PyExc_ValueError,
                        "piles: foundations by suit; compound moves onto piles of runs only");
        return -1;
    }
    r->first_pile = first_pile;
    r->pile_intake = intake;
    r->pile_room = room;
    r->pile_runs = runs;
    r->parking = parking;
    return 0;
}

/* Piles in overlapping tiers (``MoveRules.over``; ``interlock``): ``over``
 * holds for each pile the piles over it, MOST_OVER bytes a pile padded with
 * 255 (None or empty bytes: no tiers), and ``top`` the top tier's piles, the
 * first. One deck's foundations by suit, no reserve piles and no compound
 * moves, as the Python search plays them. */
static int read_tiers(Rules *r, PyObject *over, int top, int compound)
{
    r->tiers = 0;
    memset(r->over_count, 0, sizeof r->over_count);
    memset(r->under_count, 0, sizeof r->under_count);
    if (!over || over == Py_None || (PyBytes_Check(over) && !PyBytes_GET_SIZE(over)))
        return 0;
    uint8_t graph[MAX_COLUMNS * MOST_OVER];
    if (read_bytes(over, "over", (Py_ssize_t)r->columns * MOST_OVER, graph) < 0)
        return -1;
    if (top < 1 || top > r->columns || compound || r->first_pile < r->columns || r->runs ||
        r->fours || r->foundations != 4) {
        PyErr_SetString(PyExc_ValueError,
                        "over: a top tier of the piles, one deck by suit, no reserve piles, "
                        "no compound moves");
        return -1;
    }
    for (int i = 0; i < r->columns; i++)
        for (int k = 0; k < MOST_OVER && graph[i * MOST_OVER + k] != 255; k++) {
            int above = graph[i * MOST_OVER + k];
            if (above >= r->columns || above == i) {
                PyErr_SetString(PyExc_ValueError, "over: a pile out of range");
                return -1;
            }
            r->over[i][r->over_count[i]++] = (uint8_t)above;
        }
    /* The piles each pile lies over, in order: its drop-down moves' order. */
    for (int j = 0; j < r->columns; j++)
        for (int k = 0; k < r->over_count[j]; k++) {
            int i = r->over[j][k];
            if (r->under_count[i] == MOST_OVER) {
                PyErr_SetString(PyExc_ValueError, "over: a pile over too many");
                return -1;
            }
            r->under[i][r->under_count[i]++] = (uint8_t)j;
        }
    r->tiers = 1;
    r->top = top;
    return 0;
}

/* Cells that cover their columns (``MoveRules.covers``; ``covers``): a cell
 * for each column, one deck's foundations by suit, no reserve piles, tiers
 * or compound moves, as the Python search plays them. */
static int read_covers(Rules *r, int covers, int compound)
{
    r->covers = 0;
    if (!covers)
        return 0;
    if (r->cells != r->columns || compound || r->first_pile < r->columns || r->runs ||
        r->fours || r->tiers || r->foundations != 4) {
        PyErr_SetString(PyExc_ValueError,
                        "covers: a cell for each column, one deck by suit, no reserve piles, "
                        "no compound moves");
        return -1;
    }
    r->covers = 1;
    return 0;
}

/* ---- the type ---- */

static void release_memory(Exhaust *self)
{
    visited_release(&self->visited);
    prove_release(&self->path);
    best_release(&self->best);
    free(self->scratch);
    free(self->scratch_views);
    self->scratch = NULL;
    self->scratch_views = NULL;
}

static char *init_names[] = {"columns", "cells", "found", "cell_count", "parents", "fills",
                             "capacity", "needs", "most_slots", "weights", "most_path",
                             "greedy", "complete", "path", "most_open", "seed", "jitter",
                             "compound", "beam", "decks", "twice", "fours", "runs",
                             "first_pile", "pile_intake", "pile_room", "pile_runs", "parking",
                             "by_pile", "no_room_before", "over", "top", "covers", NULL};

static int Exhaust_init(Exhaust *self, PyObject *args, PyObject *kwargs)
{
    PyObject *columns, *cells, *found, *parents, *fills, *capacity_table, *needs;
    int cell_count;
    Py_ssize_t most_slots, most_path = 64 << 20, most_open = 60000, beam = 0;
    int decks = 1, twice = 0, fours = 0, runs = 0;
    int greedy = 0, complete = 1, compound = 0;
    int first_pile = -1, pile_intake = TAKES_NOTHING, pile_room = 0, pile_runs = 0, parking = 0;
    int by_pile = 0, no_room_before = 0, top = 0, covers = 0;
    PyObject *over = NULL;
    double path_cost = 0.0, jitter = 0.0;
    unsigned long long seed = 0;
    double *w = self->rules.weights;
    memset(w, 0, sizeof self->rules.weights);
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "OOOiOOOOn|(dddddd)nppdnKdpnipppiiipipiOip",
                                     init_names,
                                     &columns, &cells, &found, &cell_count, &parents, &fills,
                                     &capacity_table, &needs, &most_slots, &w[0], &w[1], &w[2],
                                     &w[3], &w[4], &w[5], &most_path, &greedy, &complete,
                                     &path_cost, &most_open, &seed, &jitter, &compound,
                                     &beam, &decks, &twice, &fours, &runs, &first_pile,
                                     &pile_intake, &pile_room, &pile_runs, &parking, &by_pile,
                                     &no_room_before, &over, &top, &covers))
        return -1;
    if (compound && (greedy || seed)) {
        PyErr_SetString(PyExc_ValueError, "compound: depth first, in its own order");
        return -1;
    }
    if (beam < 0 || (beam && !greedy)) {
        PyErr_SetString(PyExc_ValueError, "beam: a width, with greedy");
        return -1;
    }
    if (decks < 1 || decks > DECKS) {
        PyErr_Format(PyExc_ValueError, "decks: 1 to %d", DECKS);
        return -1;
    }
    if (twice && decks != 2) {
        PyErr_SetString(PyExc_ValueError, "twice: foundations of two decks");
        return -1;
    }
    if (runs && decks != 1) {
        PyErr_SetString(PyExc_ValueError, "runs: foundations of one deck");
        return -1;
    }
    if (runs && (fours || twice)) {
        PyErr_SetString(PyExc_ValueError, "runs: foundations of one kind");
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
    self->path.most_path = (size_t)most_path;
    self->greedy = greedy;
    self->best.complete = complete;
    self->path.compound = compound;
    self->best.path_cost = path_cost;
    self->best.beam = (size_t)beam;
    self->best.most_open = (size_t)most_open;
    /* Spread out, so that near numbers give unrelated orders; never 0. */
    self->path.rng = seed ? (seed * 0x9E3779B97F4A7C15ULL) | 1 : 0;
    self->path.jitter = jitter;
    self->best.dropped = 0;
    self->best.order = 0;
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
    r->foundations = 4 * decks;
    r->twice = twice;
    r->fours = fours;
    r->runs = runs;
    r->cards = CARDS * decks;
    if (read_piles(r, first_pile, pile_intake, pile_room, pile_runs, parking, compound) < 0)
        return -1;
    r->by_pile = by_pile;
    if (no_room_before < 0 || no_room_before > r->first_pile) {
        PyErr_SetString(PyExc_ValueError, "no_room_before: past the real columns");
        return -1;
    }
    r->no_room_before = no_room_before;
    if (read_tiers(r, over, top, compound) < 0)
        return -1;
    if (read_covers(r, covers, compound) < 0)
        return -1;
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
    self->visited.most_slots = slots;
    self->visited.slots = 0;
    self->visited.count = 0;
    self->scratch = malloc(MOST_CHILDREN * sizeof(State));
    self->scratch_views = malloc(MOST_CHILDREN * sizeof(View));
    if (!self->scratch || !self->scratch_views) {
        PyErr_NoMemory();
        return -1;
    }
    /* No room under the allowance (_exhaust_ledger.c) for a first table: a
     * search that stops at once, proving nothing, as one whose table filled. */
    int no_room = visited_alloc(&self->visited, 1 << 16 < slots ? 1 << 16 : slots) < 0;
    Move start_move = {0, 0, 0, 0};
    self->path.depth = 0;
    self->solved = self->dry = self->full = 0;
    self->expanded = 0;
    if (won(r, &settled)) {
        Py_XSETREF(self->solution, PyList_New(0));
        self->solved = 1;
        return self->solution ? 0 : -1;
    }
    if (no_room) {
        self->full = 1;
        return 0;
    }
    view_of(r, &settled, &v);
    if (compound) /* the start with its columns sorted, as ``CompoundMoves`` has it */
        sort_columns(r, &settled, &v);
    uint64_t part_a[MAX_COLUMNS], part_b[MAX_COLUMNS], high, low;
    column_hashes(r, &settled, &v, ALL_COLUMNS, part_a, part_b);
    position_print(r, &settled, &v, part_a, part_b, &high, &low);
    if (greedy) { /* the start alone in the open list */
        Node root = {.state = settled, .high = high, .low = low, .parent = NO_PARENT};
        if (best_open_push(&self->best, &root) < 0)
            self->full = 1; /* no room for it */
        return 0;
    }
    visited_add(&self->visited, high, low);
    int pushed = prove_push(self, &settled, &v, part_a, part_b, start_move);
    if (pushed == -3 || pushed == -4) { /* no room for the start's frame or children */
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
    PyObject *found = PyTuple_New(self->rules.foundations);
    if (!found)
        return NULL;
    for (int f = 0; f < self->rules.foundations; f++)
        PyTuple_SET_ITEM(found, f, PyLong_FromLong(0));
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

/* The heuristic's value of a position under the search's weights
 * (``value_of``), for the tests to hold to ``heuristic.value``. */
static PyObject *Exhaust_value(Exhaust *self, PyObject *args)
{
    PyObject *columns, *cells, *found;
    if (!PyArg_ParseTuple(args, "OOO", &columns, &cells, &found))
        return NULL;
    State s;
    if (state_of(&self->rules, columns, cells, found, &s) < 0)
        return NULL;
    View v;
    view_of(&self->rules, &s, &v);
    return PyFloat_FromDouble(value_of(&self->rules, &s, &v));
}

static PyObject *Exhaust_run(Exhaust *self, PyObject *arg)
{
    long long budget = PyLong_AsLongLong(arg);
    if (budget == -1 && PyErr_Occurred())
        return NULL;
    if (self->greedy)
        return self->best.beam ? beam_run(self, budget) : best_run(self, budget);
    return prove_run(self, budget);
}

/* ``moves`` (from the search's start) made shorter (_exhaust_shorten.c). */
static char *shortcut_names[] = {"path", "pairs", NULL};

static PyObject *Exhaust_shortcut(Exhaust *self, PyObject *args, PyObject *kwargs)
{
    PyObject *path;
    int pairs = 1;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "O|p", shortcut_names, &path, &pairs))
        return NULL;
    return shorten_way(self, path, pairs);
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
    size_t bytes = self->visited.slots * 2 * sizeof(uint64_t) +
                   self->path.frames_size * sizeof(Frame) + self->path.pool_size * sizeof(Entry) +
                   self->best.open_size * sizeof(Node) +
                   self->best.closed_size * (sizeof(uint32_t) + sizeof(Move));
    return PyLong_FromSize_t(bytes);
}

static PyObject *Exhaust_get_depth(Exhaust *self, void *Py_UNUSED(closure))
{
    return PyLong_FromSize_t(self->path.depth);
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
    {"value", (PyCFunction)Exhaust_value, METH_VARARGS,
     "The heuristic's value of a position (columns, cells, foundations) under the weights."},
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

/* ---- the module's functions: the allowance of all its searches ---- */

static PyObject *module_allow(PyObject *Py_UNUSED(module), PyObject *arg)
{
    Py_ssize_t bytes = PyLong_AsSsize_t(arg);
    if (bytes == -1 && PyErr_Occurred())
        return NULL;
    if (bytes < 0) {
        PyErr_SetString(PyExc_ValueError, "allow: bytes, 0 for no bound");
        return NULL;
    }
    ledger_allow((size_t)bytes);
    Py_RETURN_NONE;
}

static PyObject *module_held(PyObject *Py_UNUSED(module), PyObject *Py_UNUSED(ignored))
{
    return PyLong_FromSize_t(ledger_held());
}

static PyObject *module_refused(PyObject *Py_UNUSED(module), PyObject *Py_UNUSED(ignored))
{
    return PyLong_FromSize_t(ledger_refusals());
}

static PyMethodDef module_functions[] = {
    {"allow", module_allow, METH_O,
     "The most bytes this module's searches may hold together; 0 for no bound. A table "
     "that would pass it is not made: the search stops proving, or drops positions."},
    {"held", module_held, METH_NOARGS, "The bytes this module's searches hold now."},
    {"refused", module_refused, METH_NOARGS,
     "How many tables the allowance has refused in this process."},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject ExhaustType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "freecell_qt.engine.solver." MODULE_NAME ".Exhaust",
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
    PyModuleDef_HEAD_INIT, MODULE_NAME, "The exhaustive search of the solver, in C.", -1,
    module_functions, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC MODULE_INIT(void)
{
    if (PyType_Ready(&ExhaustType) < 0)
        return NULL;
    ledger_init();
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
