#ifndef CPNG_CODEC_H
#define CPNG_CODEC_H

/* PNG writing and reading through libpng's full API, for the settings the simplified API
 * cannot choose: the zlib level and the row filter when writing, and skipping the Adler-32
 * check (the chunk CRCs still guard every byte) when reading. libpng reports errors with
 * longjmp; every setjmp is in this file, so no longjmp ever crosses a Swift frame. Errors come
 * back as a return value and a NUL-terminated message. */

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
 * 8-bit PNG with an sRGB chunk. With `opaque` set the alpha bytes are dropped and the file is
 * RGB. `level` is the zlib level (0-9); `filters` is a mask of PNG_FILTER_* (libpng's own
 * defaults are written through its simplified API instead). Returns 0 and fills `out`, or -1
 * with `message` filled. */
int cpng_encode(const unsigned char *pixels, uint32_t width, uint32_t height, int opaque,
                int level, int filters, cpng_buffer *out, char message[CPNG_MESSAGE_SIZE]);

void cpng_free(void *bytes);

/* A PNG being read in two steps, so the caller can check the size before it allocates. */
typedef struct cpng_reader cpng_reader;

enum {
  /* The file is 8-bit RGB or RGBA, not interlaced, sRGB (or untagged), without tRNS: its
   * rows are copied straight out, and `reader`, `width`, `height`, `opaque` are set. */
  CPNG_READ_DIRECT = 0,
  /* Anything else, including a damaged header: read it another way (which also reports
   * damage in its own words). Nothing to free. */
  CPNG_READ_OTHERWISE = 1,
};

int cpng_read_header(const unsigned char *bytes, size_t count, cpng_reader **reader,
                     uint32_t *width, uint32_t *height, int *opaque);

/* Decodes every row as RGBA8 (alpha 255 for RGB files) into `pixels`, 4 * width bytes a row,
 * and frees the reader. Returns 0, or -1 with `message` filled. */
int cpng_read_pixels(cpng_reader *reader, unsigned char *pixels,
                     char message[CPNG_MESSAGE_SIZE]);

/* Frees a reader whose pixels are not wanted after all. */
void cpng_reader_free(cpng_reader *reader);

#ifdef __cplusplus
}
#endif

#endif
