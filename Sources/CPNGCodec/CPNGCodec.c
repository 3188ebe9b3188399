#include "CPNGCodec.h"

#include "Deflate.h"
#include "Pixels.h"

#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* MARK: Each thread's scratch memory */

/* The deflater's hash table, tokens and window (about 0.6 MB) and libdeflate's decompressor,
 * which no two threads may share: each thread keeps its own, freed when the thread ends.
 * Fresh buffers of that size for every picture would come from the kernel each time, zeroed
 * page by page. */
typedef struct {
  png_deflate_scratch *deflate;
  struct libdeflate_decompressor *inflate;
} scratch;

static pthread_key_t scratch_key;
static pthread_once_t scratch_once = PTHREAD_ONCE_INIT;

static void free_scratch(void *pointer) {
  scratch *s = pointer;
  png_deflate_scratch_free(s->deflate);
  if (s->inflate) libdeflate_free_decompressor(s->inflate);
  free(s);
}

static void make_scratch_key(void) { pthread_key_create(&scratch_key, free_scratch); }

static scratch *thread_scratch(void) {
  pthread_once(&scratch_once, make_scratch_key);
  scratch *s = pthread_getspecific(scratch_key);
  if (s == NULL) {
    s = calloc(1, sizeof *s);
    if (s != NULL && pthread_setspecific(scratch_key, s) != 0) {
      free(s);
      s = NULL;
    }
  }
  return s;
}

static png_deflate_scratch *deflater(void) {
  scratch *s = thread_scratch();
  if (s == NULL) return NULL;
  if (s->deflate == NULL) s->deflate = png_deflate_scratch_make();
  return s->deflate;
}

static struct libdeflate_decompressor *inflater(void) {
  scratch *s = thread_scratch();
  if (s == NULL) return NULL;
  if (s->inflate == NULL) s->inflate = libdeflate_alloc_decompressor();
  return s->inflate;
}

/* MARK: Chunks */

static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

static uint32_t big_endian(const unsigned char *p) {
  return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static void put_big_endian(unsigned char *p, uint32_t value) {
  p[0] = (unsigned char)(value >> 24);
  p[1] = (unsigned char)(value >> 16);
  p[2] = (unsigned char)(value >> 8);
  p[3] = (unsigned char)value;
}

/* Fills in the length, type and CRC around `length` data bytes already at `chunk + 8`;
 * returns the end of the chunk. */
static unsigned char *close_chunk(unsigned char *chunk, const char type[4], uint32_t length) {
  put_big_endian(chunk, length);
  memcpy(chunk + 4, type, 4);
  put_big_endian(chunk + 8 + length, (uint32_t)libdeflate_crc32(0, chunk + 4, length + 4));
  return chunk + 12 + length;
}

/* MARK: Writing */

/* The picture being written, for `fill_rows`. */
typedef struct {
  const unsigned char *pixels;
  uint32_t width;
  int opaque;
} picture;

/* Rows as PNG stores them without a filter: a 0 byte, then the pixels, RGB or RGBA. */
static void fill_rows(const void *context, size_t first, size_t count, unsigned char *out) {
  const picture *p = context;
  const size_t line = 1 + (size_t)p->width * (p->opaque ? 3 : 4);
  for (size_t y = 0; y < count; y++) {
    unsigned char *row = out + y * line;
    const unsigned char *source = p->pixels + (first + y) * p->width * 4;
    row[0] = 0;
    if (p->opaque) {
      cpng_pack_rgb(row + 1, source, p->width);
    } else {
      memcpy(row + 1, source, (size_t)p->width * 4);
    }
  }
}

static int encode_failure(char message[CPNG_MESSAGE_SIZE], const char *text) {
  strncpy(message, text, CPNG_MESSAGE_SIZE - 1);
  message[CPNG_MESSAGE_SIZE - 1] = 0;
  return -1;
}

/* IHDR and sRGB from `chunk` on; returns the end of the sRGB chunk. */
static unsigned char *write_header(unsigned char *chunk, uint32_t width, uint32_t height,
                                   int opaque) {
  put_big_endian(chunk + 8, width);
  put_big_endian(chunk + 12, height);
  /* Bit depth 8; colour type 2 (RGB) or 6 (RGBA); deflate; adaptive filtering; no interlace. */
  const unsigned char form[5] = {8, opaque ? 2 : 6, 0, 0, 0};
  memcpy(chunk + 16, form, 5);
  chunk = close_chunk(chunk, "IHDR", 13);
  chunk[8] = 0; /* rendering intent: perceptual */
  return close_chunk(chunk, "sRGB", 1);
}

int cpng_encode(const unsigned char *pixels, uint32_t width, uint32_t height, int opaque,
                cpng_buffer *out, char message[CPNG_MESSAGE_SIZE]) {
  const picture source = {pixels, width, opaque};
  const png_rows rows = {.rows = height, .line = 1 + (size_t)width * (opaque ? 3 : 4),
                         .bpp = opaque ? 3 : 4, .fill = fill_rows, .context = &source};
  /* Signature, IHDR (25), sRGB (13) and the IDAT's length and type come first; a first guess
   * at the size that fits most pictures, so the buffer rarely grows. */
  enum { HEAD = 8 + 25 + 13 + 8 };
  const size_t guess = HEAD + rows.rows * rows.line / 16 + 4096;
  png_output file = {malloc(guess), HEAD, guess};
  png_deflate_scratch *const deflate = deflater();
  int status = deflate == NULL || file.bytes == NULL ? -1 : png_deflate(deflate, &rows, &file);
  /* Then the IDAT's CRC and IEND. */
  unsigned char *grown = status == 0 ? realloc(file.bytes, file.count + 4 + 12) : NULL;
  if (grown == NULL) {
    free(file.bytes);
    return encode_failure(message, "out of memory for the PNG");
  }
  file.bytes = grown;
  const size_t stream = file.count - HEAD;
  /* Never for a picture within the canvas limits, whose rows take at most 256 MB. */
  if (stream > 0x7FFFFFFF) {
    free(file.bytes);
    return encode_failure(message, "the image data does not fit one PNG chunk");
  }
  memcpy(file.bytes, signature, 8);
  unsigned char *chunk = write_header(file.bytes + 8, width, height, opaque);
  chunk = close_chunk(chunk, "IDAT", (uint32_t)stream);
  chunk = close_chunk(chunk, "IEND", 0);
  out->bytes = file.bytes;
  out->count = (size_t)(chunk - file.bytes);
  return 0;
}

void cpng_free(void *bytes) { free(bytes); }

/* MARK: Reading */

struct cpng_reader {
  const unsigned char *bytes;
  uint32_t width;
  uint32_t height;
  int opaque;
  /* The IDAT chunks: where the first starts, how many follow it, their data in all. */
  size_t first_idat;
  uint32_t idat_count;
  size_t idat_bytes;
};

void cpng_reader_free(cpng_reader *reader) { free(reader); }

/* What the header walk has seen so far. */
typedef struct {
  cpng_reader reader;
  int seen_header;
  int seen_srgb;
  int seen_gamma;
  uint32_t gamma;
  const unsigned char *previous_type;
} walk;

/* IHDR: 8-bit RGB or RGBA, deflate, the standard filters, not interlaced, nothing empty. */
static int read_ihdr(walk *w, const unsigned char *data, uint32_t length) {
  if (length != 13 || w->seen_header) return 0;
  w->reader.width = big_endian(data);
  w->reader.height = big_endian(data + 4);
  const int color = data[9];
  w->reader.opaque = color == 2;
  w->seen_header = 1;
  return w->reader.width > 0 && w->reader.height > 0 && w->reader.width <= 0x7FFFFFFF &&
         w->reader.height <= 0x7FFFFFFF && data[8] == 8 && (color == 2 || color == 6) &&
         data[10] == 0 && data[11] == 0 && data[12] == 0;
}

/* One chunk after the CRC check: whether the file can still be read directly. Chunks that
 * change how pixels read (tRNS, iCCP), colour chunks after the image data, chunks before the
 * header, scattered IDATs and unknown critical chunks are left to libpng. */
static int read_chunk(walk *w, size_t offset, const unsigned char *type, uint32_t length) {
  const unsigned char *data = w->reader.bytes + offset + 8;
  const int after_data = w->reader.idat_count > 0;
  if (memcmp(type, "IHDR", 4) == 0) return offset == 8 && read_ihdr(w, data, length);
  if (!w->seen_header) return 0;
  if (memcmp(type, "IDAT", 4) == 0) {
    if (after_data && memcmp(w->previous_type, "IDAT", 4) != 0) return 0;
    if (!after_data) w->reader.first_idat = offset;
    w->reader.idat_count += 1;
    w->reader.idat_bytes += length;
    return 1;
  }
  if (memcmp(type, "tRNS", 4) == 0 || memcmp(type, "iCCP", 4) == 0) return 0;
  if (memcmp(type, "sRGB", 4) == 0 || memcmp(type, "PLTE", 4) == 0) {
    w->seen_srgb |= type[0] == 's';
    return !after_data;
  }
  if (memcmp(type, "gAMA", 4) == 0) {
    if (length != 4 || after_data) return 0;
    w->seen_gamma = 1;
    w->gamma = big_endian(data);
    return 1;
  }
  /* Bit 5 of the first letter: 0 for a critical chunk, which a reader must understand. */
  return (type[0] & 0x20) != 0;
}

int cpng_read_header(const unsigned char *bytes, size_t count, cpng_reader **result,
                     uint32_t *width, uint32_t *height, int *opaque) {
  *result = NULL;
  if (count < 8 || memcmp(bytes, signature, 8) != 0) return CPNG_READ_OTHERWISE;
  walk w = {.reader = {.bytes = bytes}};
  size_t offset = 8;
  for (;;) {
    if (count - offset < 12) return CPNG_READ_OTHERWISE;
    const uint32_t length = big_endian(bytes + offset);
    const unsigned char *type = bytes + offset + 4;
    if (length > 0x7FFFFFFF || length > count - offset - 12) return CPNG_READ_OTHERWISE;
    if (libdeflate_crc32(0, type, (size_t)length + 4) != big_endian(type + 4 + length))
      return CPNG_READ_OTHERWISE;
    if (memcmp(type, "IEND", 4) == 0) break;
    if (!read_chunk(&w, offset, type, length)) return CPNG_READ_OTHERWISE;
    w.previous_type = type;
    offset += 12 + (size_t)length;
  }
  /* 45455 is 1/2.2 in PNG's fixed point, the gamma libpng takes sRGB to have. */
  if (!w.seen_header || w.reader.idat_count == 0 ||
      (!w.seen_srgb && w.seen_gamma && w.gamma != 45455))
    return CPNG_READ_OTHERWISE;
  cpng_reader *const r = malloc(sizeof *r);
  if (r == NULL) return CPNG_READ_OTHERWISE;
  *r = w.reader;
  *width = r->width;
  *height = r->height;
  *opaque = r->opaque;
  *result = r;
  return CPNG_READ_DIRECT;
}

/* The zlib stream, inflated into exactly `count` bytes at `raw`: straight from the file when
 * it is one IDAT, else from its IDATs' data gathered in order. */
static int inflate_idat(const cpng_reader *r, unsigned char *raw, size_t count) {
  struct libdeflate_decompressor *const decompressor = inflater();
  if (decompressor == NULL) return -1;
  const unsigned char *chunk = r->bytes + r->first_idat;
  if (r->idat_count == 1)
    return libdeflate_zlib_decompress(decompressor, chunk + 8, r->idat_bytes, raw, count, NULL) ==
                   LIBDEFLATE_SUCCESS
               ? 0
               : -1;
  unsigned char *stream = malloc(r->idat_bytes);
  if (stream == NULL) return -1;
  size_t gathered = 0;
  for (uint32_t i = 0; i < r->idat_count; i++) {
    const uint32_t length = big_endian(chunk);
    memcpy(stream + gathered, chunk + 8, length);
    gathered += length;
    chunk += 12 + (size_t)length;
  }
  const enum libdeflate_result result =
      libdeflate_zlib_decompress(decompressor, stream, gathered, raw, count, NULL);
  free(stream);
  return result == LIBDEFLATE_SUCCESS ? 0 : -1;
}

static int paeth(int a, int b, int c) {
  const int p = a + b - c;
  const int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/* Undoes a row's filter into `row` (which may be `data` itself, or start before it): each byte
 * plus the predictor
 * of its filter from the byte `bpp` to its left and the byte above in `above`, the row before
 * unfiltered, or NULL for zeros (above the first row, or where the filter does not look up).
 * Returns -1 for a filter type PNG does not define. */
static int unfilter(unsigned char *row, const unsigned char *data, const unsigned char *above,
                    size_t count, size_t bpp, int filter) {
  if (above == NULL && filter >= 2 && filter <= 4) {
    /* With zeros above, Up adds nothing, Paeth picks the left byte, Average halves it. */
    if (filter == 3) {
      for (size_t i = 0; i < count; i++)
        row[i] = (unsigned char)(data[i] + ((i >= bpp ? row[i - bpp] : 0) >> 1));
      return 0;
    }
    filter = filter == 2 ? 0 : 1;
  }
  switch (filter) {
    case 0:
      if (row != data) memmove(row, data, count);
      return 0;
    case 1:
      for (size_t i = 0; i < count; i++)
        row[i] = (unsigned char)(data[i] + (i >= bpp ? row[i - bpp] : 0));
      return 0;
    case 2:
      for (size_t i = 0; i < count; i++) row[i] = (unsigned char)(data[i] + above[i]);
      return 0;
    case 3:
      for (size_t i = 0; i < count; i++)
        row[i] = (unsigned char)(data[i] + (((i >= bpp ? row[i - bpp] : 0) + above[i]) >> 1));
      return 0;
    case 4:
      for (size_t i = 0; i < count; i++) {
        const int left = i >= bpp ? row[i - bpp] : 0;
        const int corner = i >= bpp ? above[i - bpp] : 0;
        row[i] = (unsigned char)(data[i] + paeth(left, above[i], corner));
      }
      return 0;
    default:
      return -1;
  }
}

/* An RGBA file, in place: the rows are inflated into `pixels`, which has room for a filter byte
 * a row more than the picture, then each is unfiltered to its place, which starts y + 1 bytes
 * before its data (so no byte is overwritten before it is read) and just after the row above,
 * already in its place. */
static int read_rgba(const cpng_reader *r, unsigned char *pixels) {
  const size_t stride = (size_t)r->width * 4;
  if (inflate_idat(r, pixels, (size_t)r->height * (stride + 1)) != 0) return -1;
  for (uint32_t y = 0; y < r->height; y++) {
    const unsigned char *line = pixels + y * (stride + 1);
    unsigned char *row = pixels + y * stride;
    if (unfilter(row, line + 1, y ? row - stride : NULL, stride, 4, line[0]) != 0) return -1;
  }
  return 0;
}

/* An RGB file, without a second buffer: the rows are inflated into the last bytes of `pixels`
 * (a row of RGB plus its filter byte is no longer than a row of RGBA), then each is unfiltered
 * where it lies and spread to RGBA front to back. Row y's RGB starts (height - y)(width - 1) + 1
 * bytes after its RGBA row, so spreading never overwrites a byte not yet read. A filter that
 * reads the row above gets a copy of it, taken before it is spread. */
static int read_rgb(const cpng_reader *r, unsigned char *pixels) {
  const size_t stride = (size_t)r->width * 3;
  const size_t raw_count = (size_t)r->height * (stride + 1);
  unsigned char *raw = pixels + (size_t)r->height * r->width * 4 - raw_count;
  if (inflate_idat(r, raw, raw_count) != 0) return -1;
  unsigned char *copy = NULL;
  const unsigned char *above = NULL;
  int status = 0;
  for (uint32_t y = 0; status == 0 && y < r->height; y++) {
    unsigned char *line = raw + y * (stride + 1);
    status = unfilter(line + 1, line + 1, above, stride, 3, line[0]);
    const int next = y + 1 < r->height ? line[stride + 1] : 0;
    above = NULL;
    if (status == 0 && next >= 2 && next <= 4) {
      if (copy == NULL) copy = malloc(stride);
      if (copy == NULL) status = -1;
      else above = memcpy(copy, line + 1, stride);
    }
    cpng_spread_rgb(pixels + y * (size_t)r->width * 4, line + 1, r->width);
  }
  free(copy);
  return status;
}

int cpng_read_pixels(cpng_reader *reader, unsigned char *pixels) {
  const int status = reader->opaque ? read_rgb(reader, pixels) : read_rgba(reader, pixels);
  cpng_reader_free(reader);
  return status;
}
