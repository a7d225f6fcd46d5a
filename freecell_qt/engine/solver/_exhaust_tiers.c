/*
 * The C search for piles in overlapping tiers (Sarlacc's 52 piles; ``Rules``
 * ``tiers``, ``interlock``), as the extension ``_exhaust_tiers``: the very
 * sources of ``_exhaust`` built in one unit with one deck and room for 64
 * columns (``MAX_COLUMNS``, ``_exhaust.h``). The one-deck build stays at 14
 * columns, its positions small, so that FreeCell pays nothing for the tiers.
 */
#define MAX_COLUMNS 64
#define MODULE_NAME "_exhaust_tiers"
#define MODULE_INIT PyInit__exhaust_tiers
#include "_exhaust_module.c"
#include "_exhaust_moves.c"
#include "_exhaust_visited.c"
#include "_exhaust_prove.c"
#include "_exhaust_best.c"
#include "_exhaust_shorten.c"
#include "_exhaust_ledger.c"
