/*
 * The C search depth first: the prover, which walks every position a deal
 * can reach to show that it is lost, the runs of ``restarts`` (``seed``),
 * and the search over the compound moves of ``macros.CompoundMoves``.
 *
 * Each position's moves are ordered by the solver's heuristic when weights
 * are given, as the prover in Python orders them, and its children not seen
 * yet wait in its frame on the path. A position is in the visited set when
 * it is entered; with compound moves, when it is made, in their order, as
 * ``CompoundMoves`` does. There the columns are kept sorted, as the Python
 * search keeps them, so that both make the same moves in the same order; a
 * way through then names each move's columns as sorted before it
 * (``search.path_moves`` renames them).
 */
#include "_exhaust.h"

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
    uint64_t x = self->path.rng;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    self->path.rng = x;
    return (double)(x >> 11) / 9007199254740992.0;
}

static int record_solution(Exhaust *self, Move last);

/* The top frame's view and hashes, once the frame above it is gone. */
static void refresh_top(Exhaust *self)
{
    const Frame *f = &self->path.frames[self->path.depth - 1];
    view_of(&self->rules, &f->state, &self->path.top_view);
    if (!self->path.compound) /* a compound move's child is fingerprinted whole */
        column_hashes(&self->rules, &f->state, &self->path.top_view, ALL_COLUMNS,
                      self->path.top_a, self->path.top_b);
}

/* ``prove_push`` with compound moves: each child is put in the visited set when
 * it is made, in their order, as ``CompoundMoves`` does. 0, 1 when one of them wins,
 * -2 a Python error, -4 when the visited set is full. */
static int push_compound(Exhaust *self, Frame *f, const State *s, const View *v)
{
    const Rules *r = &self->rules;
    Move moves[MOST_CHILDREN];
    double values[MOST_CHILDREN];
    State *children = self->scratch;
    View *views = self->scratch_views;
    Entry *entries = self->path.pool + f->first;
    int count = compound_children(r, s, v, moves, children, views), kept = 0;
    for (int k = 0; k < count; k++) {
        const State *child = &children[k];
        if (won(r, child))
            return record_solution(self, moves[k]) < 0 ? -2 : 1;
        uint64_t high, low;
        fingerprint_of(r, child, &views[k], &high, &low);
        int added = visited_add(&self->visited, high, low);
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

void prove_release(DepthFirst *path)
{
    ledger_free(path->frames, path->frames_size * sizeof(Frame));
    ledger_free(path->pool, path->pool_size * sizeof(Entry));
    path->frames = NULL;
    path->pool = NULL;
    path->depth = path->frames_size = path->pool_size = 0;
}

/* Put a position on the path, and its moves to positions not seen yet
 * (each child is played here, to be valued and looked up): 0, or 1 when one
 * of them wins (``solved``), -2 a Python error, -3 when the path would
 * take more than ``most_path`` bytes or the allowance (_exhaust_ledger.c)
 * gives it no more room. */
int prove_push(Exhaust *self, const State *s, const View *v, const uint64_t *part_a,
               const uint64_t *part_b, Move via)
{
    const Rules *r = &self->rules;
    if (self->path.depth == self->path.frames_size) {
        size_t size = self->path.frames_size ? 2 * self->path.frames_size : 256;
        if (size * sizeof(Frame) + self->path.pool_size * sizeof(Entry) > self->path.most_path)
            return -3;
        Frame *frames = ledger_realloc(self->path.frames, self->path.frames_size * sizeof(Frame),
                                       size * sizeof(Frame));
        if (!frames)
            return -3;
        self->path.frames = frames;
        self->path.frames_size = size;
    }
    int32_t first = self->path.depth ? self->path.frames[self->path.depth - 1].end : 0;
    if ((size_t)first + MOST_CHILDREN > self->path.pool_size) {
        size_t size = 2 * ((size_t)first + MOST_CHILDREN);
        if (self->path.frames_size * sizeof(Frame) + size * sizeof(Entry) > self->path.most_path)
            return -3;
        Entry *pool = ledger_realloc(self->path.pool, self->path.pool_size * sizeof(Entry),
                                     size * sizeof(Entry));
        if (!pool)
            return -3;
        self->path.pool = pool;
        self->path.pool_size = size;
    }
    Frame *f = &self->path.frames[self->path.depth++];
    f->state = *s;
    self->path.top_view = *v;
    memcpy(self->path.top_a, part_a, sizeof self->path.top_a);
    memcpy(self->path.top_b, part_b, sizeof self->path.top_b);
    f->via = via;
    f->first = f->next = f->end = first;
    if (self->path.compound)
        return push_compound(self, f, s, v);
    Move moves[MOST_MOVES];
    double values[MOST_MOVES];
    uint64_t highs[MOST_MOVES], lows[MOST_MOVES];
    State *children = self->scratch;
    View *views = self->scratch_views;
    Entry *entries = self->path.pool + first;
    int count = moves_of(r, s, v, moves, 1), kept = 0;
    /* Every child first, with the table slot it will be looked for in
     * fetched ahead: the look-ups then wait for memory together, not one
     * after another. */
    size_t mask = self->visited.slots - 1;
    for (int k = 0; k < count; k++) {
        if (play_child(r, s, v, part_a, part_b, moves[k], &children[k], &views[k], &highs[k],
                       &lows[k]))
            return record_solution(self, moves[k]) < 0 ? -2 : 1;
        PREFETCH(&self->visited.table[2 * (highs[k] & mask)]);
    }
    for (int k = 0; k < count; k++) {
        if (visited_has(&self->visited, highs[k], lows[k]))
            continue;
        entries[kept] = (Entry){moves[k], highs[k], lows[k]};
        if (r->ordered)
            values[kept] = value_of(r, &children[k], &views[k]);
        if (self->path.rng)
            values[kept] = r->ordered ? values[kept] + self->path.jitter * chance(self) : chance(self);
        kept++;
    }
    if (r->ordered || self->path.rng)
        order_entries(entries, values, kept);
    f->end = first + kept;
    return 0;
}

/* The way to the win through the path and ``last``; a compound move as
 * its plain moves, each naming the columns as sorted before it. */
static int record_solution(Exhaust *self, Move last)
{
    PyObject *moves = PyList_New(0);
    if (!moves)
        return -1;
    for (size_t i = 1; i <= self->path.depth; i++) {
        Move m = i < self->path.depth ? self->path.frames[i].via : last;
        Move steps[MOST_STEPS];
        int count = 1;
        steps[0] = m;
        if (self->path.compound) {
            State s = self->path.frames[i - 1].state;
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

/* Expand up to ``budget`` positions depth first: True once solved, run dry
 * or out of room. */
PyObject *prove_run(Exhaust *self, long long budget)
{
    long long done = 0;
    while (!self->solved && !self->full && done < budget) {
        if (!self->path.depth) {
            self->dry = 1;
            break;
        }
        Frame *f = &self->path.frames[self->path.depth - 1];
        if (f->next == f->end) {
            if (--self->path.depth)
                refresh_top(self);
            continue;
        }
        Entry e = self->path.pool[f->next++];
        State child;
        View v;
        uint64_t part_a[MAX_COLUMNS], part_b[MAX_COLUMNS];
        if (self->path.compound) { /* seen when it was made */
            memset(part_a, 0, sizeof part_a);
            memset(part_b, 0, sizeof part_b);
            child = f->state;
            v = self->path.top_view;
            play_compound(&self->rules, &child, &v, e.move, NULL);
        } else {
            int added = visited_add(&self->visited, e.high, e.low);
            if (added < 0) {
                self->full = 1;
                break;
            }
            if (!added) /* reached another way since */
                continue;
            Dirty dirty;
            play_into(&self->rules, &f->state, &self->path.top_view, e.move, &child, &v, &dirty);
            memcpy(part_a, self->path.top_a, sizeof part_a);
            memcpy(part_b, self->path.top_b, sizeof part_b);
            column_hashes(&self->rules, &child, &v, dirty, part_a, part_b);
        }
        int pushed = prove_push(self, &child, &v, part_a, part_b, e.move);
        if (pushed == -2)
            return NULL;
        if (pushed == -3 || pushed == -4) { /* the path or the visited set outgrew its room */
            self->full = 1;
            break;
        }
        done++;
    }
    self->expanded += done;
    if (self->dry && self->path.compound)
        self->full = 1; /* compound moves leave some out: no proof */
    return PyBool_FromLong(self->solved || self->dry || self->full);
}
