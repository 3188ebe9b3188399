#ifndef CPNG_DEFLATE_H
#define CPNG_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/* A zlib stream (RFC 1950/1951) of PNG rows, made for pictures of flat colour: every match is
 * one of three kinds, tried in this order of cost, so most of a picture is matched by comparing
 * words:
 *   - the same bytes one row up (distance = the row's length, filter byte included);
 *   - a run of the pixel before (distance = bytes per pixel);
 *   - where neither matches 3 bytes, the last place the next 4 bytes were seen (one hash probe),
 *     which finds repeated glyphs and icons.
 * Tokens are gathered in blocks; each block is written with the cheapest of its own Huffman
 * codes, the fixed codes, or stored, so no stream is more than a few bytes per 64 KiB larger
 * than its input. The same input always gives the same bytes. */

/* Scratch memory for `png_deflate`; reusable, one per thread. */
typedef struct png_deflate_scratch png_deflate_scratch;
png_deflate_scratch *png_deflate_scratch_make(void);
void png_deflate_scratch_free(png_deflate_scratch *scratch);

/* The rows to deflate, made on demand a stretch at a time (so a large picture never needs all
 * its rows in memory at once): `fill` writes rows [first, first + count), each `line` bytes
 * (filter byte and pixels of `bpp` bytes), at `out`. */
typedef struct {
  size_t rows;
  size_t line;
  size_t bpp;
  void (*fill)(const void *context, size_t first, size_t count, unsigned char *out);
  const void *context;
} png_rows;

/* A growing buffer, allocated with malloc. */
typedef struct {
  unsigned char *bytes;
  size_t count;
  size_t capacity;
} png_output;

/* Appends the zlib stream of `rows` to `out`, growing it as needed. Returns 0, or -1 when
 * memory runs out (`out` then holds what was written so far). */
int png_deflate(png_deflate_scratch *scratch, const png_rows *rows, png_output *out);

#endif
