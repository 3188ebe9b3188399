// SHA-256's compression function (FIPS 180-4), in C because it is the one loop the font
// digests of a golden manifest spend their time in: Swift's debug builds run it some 30 times
// slower than C's, and a manifest hashes some 76 MB of fonts.
#ifndef CDIGEST_H
#define CDIGEST_H

#include <stddef.h>
#include <stdint.h>

/// Runs the compression function over `count` bytes of `blocks`, a whole number of 64-byte
/// blocks, updating the eight state words `h`.
void cdigest_sha256_compress(uint32_t h[8], const uint8_t *blocks, size_t count);

#endif
