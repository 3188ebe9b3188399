#include <stddef.h>
#include <xxhash.h>

/* XXH3-128 of `length` bytes under `seed`. Debian and Ubuntu build libxxhash for x86-64 with
 * its dispatcher, which picks the AVX2 or AVX-512 loop at run time: 0.04 ms for the card's
 * 1.9 MB of pixels, against 0.1 ms for the SSE2 loop the plain call is built with. The
 * dispatcher is declared weak, so a libxxhash built without it falls back to the plain call;
 * every loop gives the same hash, which xxHash's specification fixes.
 *
 * Its AVX-512 loop returns with the upper halves of the vector registers still in use, and
 * until something clears them, every SSE instruction after it waits on them: the rasteriser's
 * floating point ran three times slower for the next half millisecond. `vzeroupper` clears
 * them; it is an AVX instruction, run only where the processor and the system have AVX. */
#if defined(__linux__) && defined(__x86_64__)
#include <cpuid.h>

extern XXH128_hash_t XXH3_128bits_withSeed_dispatch(const void *input, size_t length,
                                                    XXH64_hash_t seed) __attribute__((weak));

/* CPUID's AVX and OSXSAVE bits, and XCR0 saying the system keeps SSE and AVX state. */
static inline int cxxhash_avx_is_on(void) {
  static int known = -1;
  if (known < 0) {
    unsigned eax, ebx, ecx, edx, xcr0_low, xcr0_high;
    int on = __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_OSXSAVE) && (ecx & bit_AVX);
    if (on) {
      __asm__("xgetbv" : "=a"(xcr0_low), "=d"(xcr0_high) : "c"(0));
      on = (xcr0_low & 6) == 6;
    }
    known = on;
  }
  return known;
}
#endif

static inline XXH128_hash_t cxxhash_xxh3_128(const void *input, size_t length,
                                             XXH64_hash_t seed) {
#if defined(__linux__) && defined(__x86_64__)
  if (XXH3_128bits_withSeed_dispatch) {
    const XXH128_hash_t hash = XXH3_128bits_withSeed_dispatch(input, length, seed);
    if (cxxhash_avx_is_on()) __asm__ volatile("vzeroupper");
    return hash;
  }
#endif
  return XXH3_128bits_withSeed(input, length, seed);
}
