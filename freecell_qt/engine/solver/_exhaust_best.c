/*
 * The C search best first (``greedy``), as ``search.BestFirst`` does, over
 * every move or over those that keep runs whole (``complete``): in the tight
 * games the heuristic searches that win most deals there need more positions
 * than Python walks in the app's budget on a few deals. Unlike the Python
 * search it marks a position seen when it expands it, not when it first
 * meets it, so the open list holds only what a position needs to be
 * expanded.
 *
 * With a ``beam`` width, a beam search for the par: no open list ordered
 * across depths, but layers, each the best ``beam`` of the last one's
 * children by the estimate (a position once), a layer being one move
 * between the columns and the cells further from the start, as a par
 * counts: a move to the foundations stays in its layer.
 */
#include "_exhaust.h"

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

void best_release(BestFirst *best)
{
    ledger_free(best->open, best->open_size * sizeof(Node));
    ledger_free(best->parents, best->closed_size * sizeof(uint32_t));
    ledger_free(best->vias, best->closed_size * sizeof(Move));
    ledger_free(best->next, best->next_size * sizeof(Node));
    best->next = NULL;
    best->next_count = best->next_size = best->layer_at = 0;
    best->open = NULL;
    best->parents = NULL;
    best->vias = NULL;
    best->open_count = best->open_size = best->closed_count = best->closed_size = 0;
}

/* Only the better half of the open list kept (the search then proves
 * nothing). */
static void drop_worse_half(BestFirst *best)
{
    qsort(best->open, best->open_count, sizeof(Node), node_compare);
    best->open_count /= 2; /* a sorted array is a heap */
    best->dropped = 1;
}

/* Put a position in the open list; past ``most_open``, or where the
 * allowance (_exhaust_ledger.c) gives the list no more room, only the
 * better half is kept. 0, or -1 when there is no room for a first list. */
int best_open_push(BestFirst *best, const Node *node)
{
    if (best->open_count == best->open_size) {
        size_t size = best->open_size ? 2 * best->open_size : 1024;
        Node *open = ledger_realloc(best->open, best->open_size * sizeof(Node),
                                    size * sizeof(Node));
        if (open) {
            best->open = open;
            best->open_size = size;
        } else if (best->open_count > 1) {
            drop_worse_half(best);
        } else {
            return -1;
        }
    }
    best->open[best->open_count] = *node;
    sift_up(best->open, best->open_count++);
    if (best->open_count > best->most_open)
        drop_worse_half(best);
    return 0;
}

/* Room for twice as many expanded positions' parents and moves. 0, or -1
 * where the allowance or the system refuses (both lists stay as they were). */
static int grow_closed(BestFirst *best)
{
    size_t old = best->closed_size, size = old ? 2 * old : 4096;
    uint32_t *parents = ledger_realloc(best->parents, old * sizeof(uint32_t),
                                       size * sizeof(uint32_t));
    if (!parents)
        return -1;
    best->parents = parents;
    Move *vias = ledger_realloc(best->vias, old * sizeof(Move), size * sizeof(Move));
    if (!vias) { /* give the parents' room back */
        if (!old) {
            ledger_free(best->parents, size * sizeof(uint32_t));
            best->parents = NULL;
        } else {
            uint32_t *kept = ledger_realloc(best->parents, size * sizeof(uint32_t),
                                            old * sizeof(uint32_t));
            if (kept) /* shrinking keeps the block where it is, or moves it */
                best->parents = kept;
        }
        return -1;
    }
    best->vias = vias;
    best->closed_size = size;
    return 0;
}

static int best_solution(Exhaust *self, uint32_t at, Move last)
{
    size_t length = 1;
    for (uint32_t k = at; self->best.parents[k] != NO_PARENT; k = self->best.parents[k])
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
    for (uint32_t k = at; self->best.parents[k] != NO_PARENT; k = self->best.parents[k]) {
        t = move_tuple(self->best.vias[k]);
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
PyObject *best_run(Exhaust *self, long long budget)
{
    const Rules *r = &self->rules;
    long long done = 0;
    while (!self->solved && !self->full && done < budget) {
        if (!self->best.open_count) {
            self->dry = 1;
            break;
        }
        Node node = self->best.open[0];
        self->best.open[0] = self->best.open[--self->best.open_count];
        if (self->best.open_count)
            sift_down(self->best.open, self->best.open_count, 0);
        int added = visited_add(&self->visited, node.high, node.low);
        if (added < 0) {
            self->full = 1;
            break;
        }
        if (!added)
            continue;
        if (self->best.closed_count == self->best.closed_size && grow_closed(&self->best) < 0) {
            self->full = 1; /* no room to go on: no proof */
            break;
        }
        uint32_t at = (uint32_t)self->best.closed_count++;
        self->best.parents[at] = node.parent;
        self->best.vias[at] = node.via;
        done++;
        View v;
        view_of(r, &node.state, &v);
        uint64_t part_a[MAX_COLUMNS], part_b[MAX_COLUMNS];
        column_hashes(r, &node.state, &v, ALL_COLUMNS, part_a, part_b);
        Move moves[MOST_MOVES];
        int count = moves_of(r, &node.state, &v, moves, self->best.complete);
        for (int k = 0; k < count; k++) {
            Node child;
            View child_view;
            if (play_child(r, &node.state, &v, part_a, part_b, moves[k], &child.state,
                           &child_view, &child.high, &child.low)) {
                if (best_solution(self, at, moves[k]) < 0)
                    return NULL;
                break;
            }
            if (visited_has(&self->visited, child.high, child.low))
                continue;
            child.depth = node.depth + 1;
            child.priority = value_of(r, &child.state, &child_view) +
                             self->best.path_cost * child.depth;
            child.order = self->best.order++;
            child.parent = at;
            child.via = moves[k];
            if (best_open_push(&self->best, &child) < 0) {
                self->full = 1;
                break;
            }
        }
    }
    self->expanded += done;
    if (self->dry && (self->best.dropped || !self->best.complete))
        self->full = 1; /* ran dry having skipped moves or let positions go: no proof */
    return PyBool_FromLong(self->solved || self->dry || self->full);
}

/* Add ``node`` at the end of ``*list`` (no order kept). 0, or -1 where the
 * allowance (_exhaust_ledger.c) or the system gives the list no more room. */
static int list_append(Node **list, size_t *count, size_t *size, const Node *node)
{
    if (*count == *size) {
        size_t grown = *size ? 2 * *size : 1024;
        Node *bigger = ledger_realloc(*list, *size * sizeof(Node), grown * sizeof(Node));
        if (!bigger)
            return -1;
        *list = bigger;
        *size = grown;
    }
    (*list)[(*count)++] = *node;
    return 0;
}

/* The next layer: the ``beam`` best of the children gathered (by estimate,
 * then the order they were made in), each position once and none seen
 * before; they are marked seen here. 0, or -1 when the visited set is full. */
static int beam_select(Exhaust *self)
{
    BestFirst *best = &self->best;
    qsort(best->next, best->next_count, sizeof(Node), node_compare);
    if (best->open_size < best->beam) {
        Node *open = ledger_realloc(best->open, best->open_size * sizeof(Node),
                                    best->beam * sizeof(Node));
        if (!open)
            return -1;
        best->open = open;
        best->open_size = best->beam;
    }
    size_t kept = 0;
    for (size_t k = 0; k < best->next_count && kept < best->beam; k++) {
        int added = visited_add(&self->visited, best->next[k].high, best->next[k].low);
        if (added < 0)
            return -1;
        if (added)
            best->open[kept++] = best->next[k];
    }
    best->open_count = kept;
    best->next_count = 0;
    best->layer_at = 0;
    return 0;
}

/* Expand up to ``budget`` positions of a beam search, layer by layer: the
 * first win found is one of the fewest moves between the columns and the
 * cells that the beam holds. */
PyObject *beam_run(Exhaust *self, long long budget)
{
    const Rules *r = &self->rules;
    BestFirst *best = &self->best;
    long long done = 0;
    if (!best->closed_count && !best->layer_at && best->open_count) { /* the start */
        if (visited_add(&self->visited, best->open[0].high, best->open[0].low) < 0)
            self->full = 1;
    }
    while (!self->solved && !self->full && done < budget) {
        if (best->layer_at == best->open_count) {
            if (!best->next_count) {
                self->full = 1; /* ran out, having let positions go: no proof */
                break;
            }
            int selected = beam_select(self);
            if (selected < 0) {
                self->full = 1;
                break;
            }
            continue;
        }
        Node node = best->open[best->layer_at++];
        if (best->closed_count == best->closed_size && grow_closed(best) < 0) {
            self->full = 1;
            break;
        }
        uint32_t at = (uint32_t)best->closed_count++;
        best->parents[at] = node.parent;
        best->vias[at] = node.via;
        done++;
        View v;
        view_of(r, &node.state, &v);
        uint64_t part_a[MAX_COLUMNS], part_b[MAX_COLUMNS];
        column_hashes(r, &node.state, &v, ALL_COLUMNS, part_a, part_b);
        Move moves[MOST_MOVES];
        int count = moves_of(r, &node.state, &v, moves, best->complete);
        for (int k = 0; k < count; k++) {
            Node child;
            View child_view;
            if (play_child(r, &node.state, &v, part_a, part_b, moves[k], &child.state,
                           &child_view, &child.high, &child.low)) {
                if (best_solution(self, at, moves[k]) < 0)
                    return NULL;
                break;
            }
            if (visited_has(&self->visited, child.high, child.low))
                continue;
            int up = moves[k].kind < 2;
            child.depth = node.depth + (up ? 0 : 1);
            child.priority = value_of(r, &child.state, &child_view);
            child.order = best->order++;
            child.parent = at;
            child.via = moves[k];
            if (up) { /* free: expanded in this layer, once */
                int added = visited_add(&self->visited, child.high, child.low);
                if (added < 0) {
                    self->full = 1;
                    break;
                }
                /* A child with no room left is let go: the beam proves nothing. */
                if (added)
                    list_append(&best->open, &best->open_count, &best->open_size, &child);
            } else {
                list_append(&best->next, &best->next_count, &best->next_size, &child);
            }
        }
    }
    self->expanded += done;
    return PyBool_FromLong(self->solved || self->dry || self->full);
}
