#include "Pixels.h"

#include <string.h>

/* Four pixels at a time through one byte shuffle (SSSE3's pshufb, NEON's tbl) where the
 * processor has one, else through 64-bit words. The shuffled loops stop 6 pixels from the end
 * of the row, so their 16-byte loads and stores stay within it; the rest goes byte by byte. */

typedef unsigned char bytes16 __attribute__((vector_size(16)));

#if defined(__x86_64__)
#define SHUFFLES __attribute__((target("ssse3")))
static int has_shuffles(void) { return __builtin_cpu_supports("ssse3"); }
#elif defined(__aarch64__)
#define SHUFFLES
static int has_shuffles(void) { return 1; }
#endif

#ifdef SHUFFLES
/* The 4 bytes after each 12 are the next pixels' place, written again by the next step. */
SHUFFLES static uint32_t pack_shuffled(unsigned char *rgb, const unsigned char *rgba,
                                       uint32_t width) {
  uint32_t x = 0;
  for (; x + 6 <= width; x += 4) {
    bytes16 v;
    memcpy(&v, rgba + 4 * x, 16);
    v = __builtin_shufflevector(v, v, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, 15, 15, 15, 15);
    memcpy(rgb + 3 * x, &v, 16);
  }
  return x;
}

/* Each step reads 16 bytes at rgb + 3x before it writes 16 at rgba + 4x, which end at or
 * before rgb + 3x + 12, where the next step reads, while x + 4 <= width. */
SHUFFLES static uint32_t spread_shuffled(unsigned char *rgba, const unsigned char *rgb,
                                         uint32_t width) {
  const bytes16 opaque = {0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255};
  uint32_t x = 0;
  for (; x + 6 <= width; x += 4) {
    bytes16 v;
    memcpy(&v, rgb + 3 * x, 16);
    v = __builtin_shufflevector(v, v, 0, 1, 2, 0, 3, 4, 5, 0, 6, 7, 8, 0, 9, 10, 11, 0) | opaque;
    memcpy(rgba + 4 * x, &v, 16);
  }
  return x;
}
#endif

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
/* Four pixels through two 64-bit words, from pixel `x` on; returns where it stopped. */
static uint32_t pack_words(unsigned char *rgb, const unsigned char *rgba, uint32_t x,
                           uint32_t width) {
  for (; x + 4 <= width; x += 4) {
    uint64_t a, b;
    memcpy(&a, rgba + 4 * x, 8);
    memcpy(&b, rgba + 4 * x + 8, 8);
    const uint64_t head = (a & 0xFFFFFFu) | (a >> 8 & 0xFFFFFF000000u) | b << 48;
    const uint32_t tail = (uint32_t)((b >> 16 & 0xFFu) | (b >> 24 & 0xFFFFFF00u));
    memcpy(rgb + 3 * x, &head, 8);
    memcpy(rgb + 3 * x + 8, &tail, 4);
  }
  return x;
}

static uint32_t spread_words(unsigned char *rgba, const unsigned char *rgb, uint32_t x,
                             uint32_t width) {
  const uint64_t opaque = 0xFF000000FF000000u;
  for (; x + 4 <= width; x += 4) {
    uint64_t a;
    uint32_t c;
    memcpy(&a, rgb + 3 * x, 8);
    memcpy(&c, rgb + 3 * x + 8, 4);
    const uint64_t first = (a & 0xFFFFFFu) | (a << 8 & 0xFFFFFF00000000u) | opaque;
    const uint64_t second =
        a >> 48 | (uint64_t)(c & 0xFFu) << 16 | (uint64_t)(c >> 8) << 32 | opaque;
    memcpy(rgba + 4 * x, &first, 8);
    memcpy(rgba + 4 * x + 8, &second, 8);
  }
  return x;
}
#else
static uint32_t pack_words(unsigned char *rgb, const unsigned char *rgba, uint32_t x,
                           uint32_t width) {
  (void)rgb, (void)rgba, (void)width;
  return x;
}
#define spread_words pack_words
#endif

#ifndef SHUFFLES
static int has_shuffles(void) { return 0; }
#define pack_shuffled(rgb, rgba, width) 0u
#define spread_shuffled(rgba, rgb, width) 0u
#endif

void cpng_pack_rgb(unsigned char *rgb, const unsigned char *rgba, uint32_t width) {
  const uint32_t shuffled = has_shuffles() ? pack_shuffled(rgb, rgba, width) : 0;
  uint32_t x = pack_words(rgb, rgba, shuffled, width);
  for (; x < width; x++) memcpy(rgb + 3 * x, rgba + 4 * x, 3);
}

void cpng_spread_rgb(unsigned char *rgba, const unsigned char *rgb, uint32_t width) {
  const uint32_t shuffled = has_shuffles() ? spread_shuffled(rgba, rgb, width) : 0;
  uint32_t x = spread_words(rgba, rgb, shuffled, width);
  for (; x < width; x++) {
    const unsigned char red = rgb[3 * x], green = rgb[3 * x + 1], blue = rgb[3 * x + 2];
    rgba[4 * x] = red;
    rgba[4 * x + 1] = green;
    rgba[4 * x + 2] = blue;
    rgba[4 * x + 3] = 255;
  }
}
