#ifndef CPNG_CODEC_H
#define CPNG_CODEC_H

/* PNG files written and read quickly. Writing covers what the renderer writes (8-bit RGB or
 * RGBA, sRGB, no row filter), deflated by our own encoder for flat UI pictures (Deflate.h),
 * several times quicker than zlib or libdeflate there; libdeflate computes the CRC-32 and
 * Adler-32 (with the processor's carry-less multiply) and inflates. Reading covers
 * every 8-bit RGB or RGBA file that is not interlaced and needs no colour conversion, with any
 * row filters and any split into IDAT chunks. Anything else, and any file with a flaw (a bad
 * CRC, a truncated or damaged stream), is declined, so the caller reads it with libpng, which
 * also names the flaw. No state is shared between threads: each thread keeps its own
 * compressor and decompressor. */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Room for any message, truncated if longer. */
#define CPNG_MESSAGE_SIZE 200

/* Encoded bytes, allocated with malloc; release with cpng_free. */
typedef struct {
  unsigned char *bytes;
  size_t count;
} cpng_buffer;

/* Writes `height` rows of `width` RGBA8 pixels (straight alpha, 4 * width bytes a row) as an
 * 8-bit PNG: IHDR, sRGB (perceptual), one IDAT of the rows without a filter, IEND. With
 * `opaque` set the alpha bytes are dropped and the file is RGB. Returns 0 and fills `out`, or
 * -1 with `message` filled. */
int cpng_encode(const unsigned char *pixels, uint32_t width, uint32_t height, int opaque,
                cpng_buffer *out, char message[CPNG_MESSAGE_SIZE]);

void cpng_free(void *bytes);

/* A PNG being read in two steps, so the caller can check the size before it allocates. */
typedef struct cpng_reader cpng_reader;

enum {
  /* The file is 8-bit RGB or RGBA, not interlaced, sRGB (or untagged, or gamma 1/2.2),
   * without tRNS or iCCP, and every chunk's CRC is right: `reader`, `width`, `height` and
   * `opaque` are set. */
  CPNG_READ_DIRECT = 0,
  /* Anything else, including any damage: read it another way (which also reports damage in
   * its own words). Nothing to free. */
  CPNG_READ_OTHERWISE = 1,
};

/* `bytes` must stay as they are until the reader is freed. */
int cpng_read_header(const unsigned char *bytes, size_t count, cpng_reader **reader,
                     uint32_t *width, uint32_t *height, int *opaque);

/* Inflates and unfilters every row into `pixels` as RGBA8 (alpha 255 for RGB files), 4 * width
 * bytes a row, and frees the reader. `pixels` must have room for `height` bytes more than the
 * picture: the rows are inflated into it, with their filter bytes, and unfiltered in place.
 * Returns 0, or -1 when the image data is damaged (read the file another way to learn how). */
int cpng_read_pixels(cpng_reader *reader, unsigned char *pixels);

/* Frees a reader whose pixels are not wanted after all. */
void cpng_reader_free(cpng_reader *reader);

#ifdef __cplusplus
}
#endif

#endif
