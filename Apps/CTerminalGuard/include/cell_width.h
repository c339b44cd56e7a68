#ifndef PHOTOLIST_CELL_WIDTH_H
#define PHOTOLIST_CELL_WIDTH_H

#include <stdint.h>

/* The C library's cell width of one code point (wcwidth): 0, 1 or 2, or -1 for a control or unassigned
   code point. Call photolist_use_utf8_ctype() first, or every non-ASCII code point answers -1. */
int photolist_wcwidth(uint32_t code_point);

/* The C library's width of a whole UTF-32 string (wcswidth), for tests that compare against it. */
int photolist_wcswidth(const uint32_t *code_points, int count);

/* Sets LC_CTYPE (only) to a UTF-8 locale unless it is one already, so wcwidth answers for Unicode.
   Returns 1 when the character type is UTF-8 afterwards, else 0. Not thread-safe: call once, early. */
int photolist_use_utf8_ctype(void);

#endif
