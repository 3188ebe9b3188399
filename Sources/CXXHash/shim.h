#include <stddef.h>
#include <xxhash.h>

/* XXH3-128 of `length` bytes under `seed`. Debian and Ubuntu build libxxhash for x86-64 with
 * its dispatcher, which picks the AVX2 or AVX-512 loop at run time (0.04 ms for the card's
 * 1.9 MB of pixels, against 0.11 ms for the SSE2 loop the plain call is built with). The
 * dispatcher is declared weak, so a libxxhash built without it falls back to the plain call;
 * both give the same hash, which xxHash's specification fixes. */
#if defined(__linux__) && defined(__x86_64__)
extern XXH128_hash_t XXH3_128bits_withSeed_dispatch(const void *input, size_t length,
                                                    XXH64_hash_t seed) __attribute__((weak));
#endif

static inline XXH128_hash_t cxxhash_xxh3_128(const void *input, size_t length,
                                             XXH64_hash_t seed) {
#if defined(__linux__) && defined(__x86_64__)
  if (XXH3_128bits_withSeed_dispatch) return XXH3_128bits_withSeed_dispatch(input, length, seed);
#endif
  return XXH3_128bits_withSeed(input, length, seed);
}
