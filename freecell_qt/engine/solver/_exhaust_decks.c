/*
 * The C search for games of two and three decks and up to 12 cells, as the
 * extension ``_exhaust_decks``: the very sources of ``_exhaust`` built in one
 * unit with room for three decks (``DECKS``, ``_exhaust.h``). The one-deck
 * build stays as it was, its positions a third the size, so that FreeCell
 * pays nothing for the games of several decks.
 */
#define DECKS 3
#include "_exhaust_module.c"
#include "_exhaust_moves.c"
#include "_exhaust_visited.c"
#include "_exhaust_prove.c"
#include "_exhaust_best.c"
#include "_exhaust_shorten.c"
#include "_exhaust_ledger.c"
