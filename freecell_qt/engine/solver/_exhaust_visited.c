/*
 * Fingerprints and the visited set of the C search. A position's fingerprint
 * is 128 bits: it adds up its columns' hashes, so their order does not count,
 * and a column's hash is carried over from the parent unless the move
 * changed it (``play_child``). A position seen costs 16 bytes in the set.
 */
#include "_exhaust.h"

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
void fingerprint(const uint8_t *key, int size, uint64_t *high, uint64_t *low)
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

int visited_alloc(Visited *set, size_t slots)
{
    uint64_t *table = ledger_calloc(2 * slots * sizeof(uint64_t));
    if (!table) /* past the allowance (_exhaust_ledger.c), or the system's */
        return -1;
    uint64_t *old = set->table;
    size_t old_slots = set->slots;
    set->table = table;
    set->slots = slots;
    for (size_t i = 0; i < old_slots; i++) {
        if (!old[2 * i + 1])
            continue;
        size_t at = old[2 * i] & (slots - 1);
        while (table[2 * at + 1])
            at = (at + 1) & (slots - 1);
        table[2 * at] = old[2 * i];
        table[2 * at + 1] = old[2 * i + 1];
    }
    ledger_free(old, 2 * old_slots * sizeof(uint64_t));
    return 0;
}

/* 1 when new, 0 when seen, -1 when the table may grow no more. */
int visited_add(Visited *set, uint64_t high, uint64_t low)
{
    size_t mask = set->slots - 1, at = high & mask;
    uint64_t *table = set->table;
    while (table[2 * at + 1]) {
        if (table[2 * at + 1] == low && table[2 * at] == high)
            return 0;
        at = (at + 1) & mask;
    }
    /* Grown at 70% full. The largest table allowed, or one the allowance
     * (_exhaust_ledger.c) has no room to double, is filled to 85%, where
     * probes are longer but still mostly within a cache line or two: near
     * its memory budget a search then sees a fifth more positions before it
     * stops. A refused doubling is asked again at each key, since another
     * table may have given its room back meanwhile. */
    if (10 * (set->count + 1) > 7 * set->slots) {
        if (2 * set->slots <= set->most_slots && visited_alloc(set, 2 * set->slots) == 0)
            return visited_add(set, high, low);
        if (20 * (set->count + 1) > 17 * set->slots)
            return -1;
    }
    table[2 * at] = high;
    table[2 * at + 1] = low;
    set->count++;
    return 1;
}

void visited_release(Visited *set)
{
    ledger_free(set->table, 2 * set->slots * sizeof(uint64_t));
    set->table = NULL;
    set->slots = set->count = 0;
}

/* A column's (or the cells') share of a fingerprint: two independent
 * 64-bit hashes of its cards. */
void part_hash(const uint8_t *cards, int size, uint64_t seed, uint64_t *a, uint64_t *b)
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

/* Piles in tiers keep their places (``interlock.ordered_key``): each hashes
 * from a seed of its own, so that the sum tells which pile holds what. */
static uint64_t tier_seed(int i)
{
    return mix(0x243f6a8885a308d3ULL + (uint64_t)(i + 1) * 0x9e3779b97f4a7c15ULL);
}

/* Where cells cover columns (``covers``) a column hashes with its cell, from
 * a seed of the cell's byte: the pair is what moves together in the key. */
static uint64_t cover_seed(const State *s, const View *v, int i)
{
    return mix(0x13198a2e03707344ULL + (uint64_t)(s->b[v->cells_at + i] + 1) *
                                           0x9e3779b97f4a7c15ULL);
}

/* The seed column ``i`` hashes from. A reserve pile has a seed of its own:
 * it is interchangeable with another pile, never with a column
 * (``key_of``); so has each pile in tiers, and each column with its cell. */
static inline uint64_t column_seed(const Rules *r, const State *s, const View *v, int i)
{
    if (r->covers)
        return cover_seed(s, v, i);
    if (r->tiers)
        return tier_seed(i);
    return i < r->first_pile ? 0xbe5466cf34e90c6cULL : 0x3c6ef372fe94f82bULL;
}

/* The hashes of the columns in ``dirty``; the others are in ``part_a`` and
 * ``part_b`` already. */
void column_hashes(const Rules *r, const State *s, const View *v, Dirty dirty,
                   uint64_t *part_a, uint64_t *part_b)
{
    for (int i = 0; i < r->columns; i++)
        if (dirty >> i & 1)
            part_hash(s->b + v->start[i], v->len[i], column_seed(r, s, v, i), &part_a[i],
                      &part_b[i]);
}

/* The fingerprint of a position from its columns' hashes: their sums, which
 * do not depend on the columns' order, and its cells' hash. Two positions
 * with the same key (``key_of``) have the same fingerprint; the converse
 * fails with a probability of about 2^-128 per pair, as for ``Visited``. */
void position_print(const Rules *r, const State *s, const View *v, const uint64_t *part_a,
                    const uint64_t *part_b, uint64_t *high, uint64_t *low)
{
    uint64_t sum_a, sum_b;
    /* Where cells cover columns each cell is hashed with its column. */
    part_hash(s->b + v->cells_at, r->covers ? 0 : v->cells, 0x452821e638d01377ULL, &sum_a,
              &sum_b);
    for (int i = 0; i < r->columns; i++) {
        sum_a += part_a[i];
        sum_b += part_b[i];
    }
    *high = mix(sum_a);
    *low = mix(sum_b) | 1; /* never 0, which marks an empty slot */
}

/* The fingerprint of a position from scratch. */
void fingerprint_of(const Rules *r, const State *s, const View *v, uint64_t *high,
                    uint64_t *low)
{
    uint64_t part_a[MAX_COLUMNS], part_b[MAX_COLUMNS];
    column_hashes(r, s, v, ALL_COLUMNS, part_a, part_b);
    position_print(r, s, v, part_a, part_b, high, low);
}

/* Play ``m`` into ``child`` and take its fingerprint, its columns' hashes
 * carried over from the parent's (``part_a``, ``part_b``) where the move
 * left them alone: 1 when the child is won (then without a fingerprint). */
int play_child(const Rules *r, const State *s, const View *v, const uint64_t *part_a,
               const uint64_t *part_b, Move m, State *child, View *child_view,
               uint64_t *high, uint64_t *low)
{
    Dirty dirty;
    play_into(r, s, v, m, child, child_view, &dirty);
    if (won(r, child))
        return 1;
    uint64_t child_a[MAX_COLUMNS], child_b[MAX_COLUMNS];
    memcpy(child_a, part_a, sizeof child_a);
    memcpy(child_b, part_b, sizeof child_b);
    column_hashes(r, child, child_view, dirty, child_a, child_b);
    position_print(r, child, child_view, child_a, child_b, high, low);
    return 0;
}
