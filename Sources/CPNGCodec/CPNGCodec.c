#include "CPNGCodec.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* What libpng's callbacks share with the calling function: the first error's message. */
typedef struct {
  char message[CPNG_MESSAGE_SIZE];
} failure;

static void on_error(png_structp png, png_const_charp text) {
  failure *f = png_get_error_ptr(png);
  if (f->message[0] == 0) {
    strncpy(f->message, text ? text : "libpng error", CPNG_MESSAGE_SIZE - 1);
    f->message[CPNG_MESSAGE_SIZE - 1] = 0;
  }
  png_longjmp(png, 1);
}

/* Warnings (an unknown chunk, a CRC on an ancillary chunk) do not stop anything. */
static void on_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static void copy_message(char *target, const failure *f, const char *fallback) {
  strncpy(target, f->message[0] ? f->message : fallback, CPNG_MESSAGE_SIZE - 1);
  target[CPNG_MESSAGE_SIZE - 1] = 0;
}

/* MARK: Writing */

typedef struct {
  failure failure;
  cpng_buffer output;
  size_t capacity;
} writer;

static void write_bytes(png_structp png, png_bytep data, size_t count) {
  writer *w = png_get_io_ptr(png);
  if (w->output.count + count > w->capacity) {
    size_t capacity = (w->output.count + count) * 2;
    unsigned char *grown = realloc(w->output.bytes, capacity);
    if (grown == NULL) png_error(png, "out of memory for the PNG");
    w->output.bytes = grown;
    w->capacity = capacity;
  }
  memcpy(w->output.bytes + w->output.count, data, count);
  w->output.count += count;
}

static void flush_bytes(png_structp png) { (void)png; }

int cpng_encode(const unsigned char *pixels, uint32_t width, uint32_t height, int opaque,
                int level, int filters, cpng_buffer *out, char message[CPNG_MESSAGE_SIZE]) {
  /* On the heap: what changes after setjmp must not live in this frame's registers. */
  writer *const w = calloc(1, sizeof *w);
  png_structp png = w ? png_create_write_struct(PNG_LIBPNG_VER_STRING, &w->failure, on_error,
                                                on_warning)
                      : NULL;
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (info == NULL) {
    png_destroy_write_struct(&png, &info);
    free(w);
    strcpy(message, "libpng could not start a PNG writer");
    return -1;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    copy_message(message, &w->failure, "libpng failed to write the PNG");
    free(w->output.bytes);
    free(w);
    return -1;
  }
  /* A first guess that fits most pictures, so the buffer rarely grows. */
  w->capacity = (size_t)width * height / 8 + 4096;
  w->output.bytes = malloc(w->capacity);
  if (w->output.bytes == NULL) png_error(png, "out of memory for the PNG");
  png_set_write_fn(png, w, write_bytes, flush_bytes);
  png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGBA,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(png, level);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
  png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
  png_write_info(png, info);
  if (opaque) png_set_filler(png, 0, PNG_FILLER_AFTER);
  for (uint32_t y = 0; y < height; y++) {
    png_write_row(png, pixels + (size_t)y * width * 4);
  }
  png_write_end(png, info);
  png_destroy_write_struct(&png, &info);
  *out = w->output;
  free(w);
  return 0;
}

void cpng_free(void *bytes) { free(bytes); }

/* MARK: Reading */

struct cpng_reader {
  failure failure;
  png_structp png;
  png_infop info;
  const unsigned char *bytes;
  size_t count;
  size_t offset;
  uint32_t width;
  uint32_t height;
  int opaque;
};

static void read_bytes(png_structp png, png_bytep data, size_t count) {
  cpng_reader *r = png_get_io_ptr(png);
  /* The simplified API's words for it, so a truncated file reads the same either way. */
  if (count > r->count - r->offset) png_error(png, "read beyond end of data");
  memcpy(data, r->bytes + r->offset, count);
  r->offset += count;
}

void cpng_reader_free(cpng_reader *reader) {
  if (reader == NULL) return;
  png_destroy_read_struct(&reader->png, &reader->info, NULL);
  free(reader);
}

/* Whether libpng's simplified reader would hand these rows over unchanged: 8-bit RGB(A), not
 * interlaced, no transparent colour, and no colour space but sRGB (an untagged file or a plain
 * 1/2.2 gamma is taken as sRGB there too). */
static int reads_directly(png_structp png, png_infop info) {
  int type = png_get_color_type(png, info);
  if (png_get_bit_depth(png, info) != 8) return 0;
  if (type != PNG_COLOR_TYPE_RGB && type != PNG_COLOR_TYPE_RGB_ALPHA) return 0;
  if (png_get_interlace_type(png, info) != PNG_INTERLACE_NONE) return 0;
  if (png_get_valid(png, info, PNG_INFO_tRNS | PNG_INFO_iCCP)) return 0;
  if (png_get_valid(png, info, PNG_INFO_sRGB)) return 1;
  /* 45455 is 1/2.2 in libpng's fixed point, the gamma libpng takes sRGB to have. */
  png_fixed_point gamma = 0;
  return !png_get_valid(png, info, PNG_INFO_gAMA) ||
         (png_get_gAMA_fixed(png, info, &gamma) && gamma == 45455);
}

int cpng_read_header(const unsigned char *bytes, size_t count, cpng_reader **result,
                     uint32_t *width, uint32_t *height, int *opaque) {
  *result = NULL;
  if (count < 8 || png_sig_cmp(bytes, 0, 8) != 0) return CPNG_READ_OTHERWISE;
  cpng_reader *const r = calloc(1, sizeof *r);
  if (r == NULL) return CPNG_READ_OTHERWISE;
  r->bytes = bytes;
  r->count = count;
  r->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &r->failure, on_error, on_warning);
  r->info = r->png ? png_create_info_struct(r->png) : NULL;
  if (r->png == NULL || r->info == NULL) {
    cpng_reader_free(r);
    return CPNG_READ_OTHERWISE;
  }
  if (setjmp(png_jmpbuf(r->png))) {
    cpng_reader_free(r);
    return CPNG_READ_OTHERWISE;
  }
  png_set_read_fn(r->png, r, read_bytes);
  /* The CRC of every chunk is still checked; Adler-32 over the inflated rows would take
   * half the time of reading a golden and adds nothing the CRCs miss. */
  png_set_option(r->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
  png_read_info(r->png, r->info);
  if (!reads_directly(r->png, r->info)) {
    cpng_reader_free(r);
    return CPNG_READ_OTHERWISE;
  }
  r->width = png_get_image_width(r->png, r->info);
  r->height = png_get_image_height(r->png, r->info);
  r->opaque = png_get_color_type(r->png, r->info) == PNG_COLOR_TYPE_RGB;
  *width = r->width;
  *height = r->height;
  *opaque = r->opaque;
  *result = r;
  return CPNG_READ_DIRECT;
}

/* Spreads `width` RGB pixels at `rgb` to RGBA at `row` (alpha 255), front to back, in place:
 * `rgb` is `row + width`. Four pixels at a time go through three 32-bit words: each block is
 * read (12 bytes at width + 3x) before it is written (16 bytes at 4x, ending at
 * 4x + 16 <= width + 3x + 12 while x + 4 <= width), so no byte is written before it is read. */
static void spread_rgb(unsigned char *row, const unsigned char *rgb, uint32_t width) {
  uint32_t x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  for (; x + 4 <= width; x += 4) {
    uint32_t a, b, c;
    memcpy(&a, rgb + 3 * x, 4);
    memcpy(&b, rgb + 3 * x + 4, 4);
    memcpy(&c, rgb + 3 * x + 8, 4);
    uint32_t pixels[4] = {
        (a & 0xFFFFFFu) | 0xFF000000u,
        (a >> 24) | ((b & 0xFFFFu) << 8) | 0xFF000000u,
        (b >> 16) | ((c & 0xFFu) << 16) | 0xFF000000u,
        (c >> 8) | 0xFF000000u,
    };
    memcpy(row + 4 * x, pixels, 16);
  }
#endif
  for (; x < width; x++) {
    unsigned char red = rgb[3 * x], green = rgb[3 * x + 1], blue = rgb[3 * x + 2];
    row[4 * x] = red;
    row[4 * x + 1] = green;
    row[4 * x + 2] = blue;
    row[4 * x + 3] = 255;
  }
}

int cpng_read_pixels(cpng_reader *reader, unsigned char *pixels,
                     char message[CPNG_MESSAGE_SIZE]) {
  cpng_reader *const r = reader;
  if (setjmp(png_jmpbuf(r->png))) {
    copy_message(message, &r->failure, "libpng failed to read the PNG");
    cpng_reader_free(r);
    return -1;
  }
  const uint32_t width = r->width;
  const size_t stride = (size_t)width * 4;
  for (uint32_t y = 0; y < r->height; y++) {
    unsigned char *row = pixels + (size_t)y * stride;
    if (r->opaque) {
      /* RGB lands in the last three quarters of the row and spreads to RGBA in place. */
      png_read_row(r->png, row + width, NULL);
      spread_rgb(row, row + width, width);
    } else {
      png_read_row(r->png, row, NULL);
    }
  }
  cpng_reader_free(r);
  return 0;
}
