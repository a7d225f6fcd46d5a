/*
 * What every search in C of the process holds together, in bytes, and the
 * most it may hold (``allow``): the tables that grow with a search (the
 * visited set, the depth-first path, the best-first lists) take their room
 * here. A search's budget of memory is read between its turns
 * (``portfolio.Clock``), and one turn in C can double a table; asked here
 * first, a table that would pass the allowance is not made, and the search
 * treats it as a table at its size limit (full, or dropping the worse half
 * of its open list), so that it stays within the bound it was given
 * whatever happens between two looks.
 */
#include "_exhaust.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

static size_t held_bytes, allowance; /* allowance 0: no bound */
static size_t refusals;                /* the tables the allowance refused */

size_t ledger_held(void)
{
    return held_bytes;
}

size_t ledger_refusals(void)
{
    return refusals;
}

void ledger_allow(size_t bytes)
{
    allowance = bytes;
}

/* Whether ``more`` bytes may be taken beside what is held. */
static int may_take(size_t more)
{
    if (!allowance || held_bytes + more <= allowance)
        return 1;
    refusals++;
    return 0;
}

void *ledger_calloc(size_t bytes)
{
    if (!may_take(bytes))
        return NULL;
    void *block = calloc(1, bytes);
    if (block)
        held_bytes += bytes;
    return block;
}

/* Room a table grows by from this much on is written at once (below). */
#define WRITTEN_FROM (1u << 20)

/* Let a table of WRITTEN_FROM bytes or more go back to the system when it is
 * freed. glibc gives a large block pages of its own and returns them on
 * free, but once one is freed it raises that threshold to the block's size
 * (up to 32 MB), so the next tables come from the heap, whose freed room it
 * keeps. The allowance counts what is held now: a table freed or moved by
 * realloc there left its bytes resident while the ledger gave the same room
 * again, and Double Footling's searches grew past a 50 MB budget by 4 MB
 * between two looks. A fixed threshold keeps the large tables apart. Fixing
 * it also fixes when glibc gives back the free top of its heap, at 128 KB,
 * which FreeCell's short searches then took back page by page, a search
 * after another (a tenth of a second of the system's time over 1,000
 * deals); twice the threshold, glibc's own rule when it moves it, keeps
 * their room. Other systems' allocators already return their large blocks. */
void ledger_init(void)
{
#if defined(__GLIBC__)
    mallopt(M_MMAP_THRESHOLD, WRITTEN_FROM);
    mallopt(M_TRIM_THRESHOLD, 2 * WRITTEN_FROM);
#endif
}

/* ``block`` of ``old`` bytes made ``bytes`` long; NULL (and ``block`` as it
 * was) when the allowance or the system refuses. A large part added is
 * written at once: a path or list fills its room gradually, and room the
 * system has not yet given would let the process grow later, past a look,
 * with nothing asked. A small one is left (what each table may so add
 * unasked stays under ``WRITTEN_FROM``, within the budget's margin), so that
 * FreeCell's short searches, whose lists never reach it, write nothing more
 * than before. A visited set needs no such care: its positions land all over
 * its table from the start. */
void *ledger_realloc(void *block, size_t old, size_t bytes)
{
    if (bytes > old && !may_take(bytes - old))
        return NULL;
    void *grown = realloc(block, bytes);
    if (grown) {
        held_bytes = held_bytes - old + bytes;
        if (bytes > old && bytes - old >= WRITTEN_FROM)
            memset((char *)grown + old, 0, bytes - old);
    }
    return grown;
}

void ledger_free(void *block, size_t bytes)
{
    if (block)
        held_bytes -= bytes;
    free(block);
}
