/*
 * A way through made shorter (``Exhaust.shortcut``): a depth-first way
 * wanders, even when ordered, and comes back near where it was again and
 * again, so most of it cuts away.
 */
#include "_exhaust.h"

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
        memcmp(states[j].found, s->found, sizeof s->found))
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
PyObject *shorten_way(Exhaust *self, PyObject *path, int pairs)
{
    const Rules *r = &self->rules;
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
            Dirty dirty;
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
