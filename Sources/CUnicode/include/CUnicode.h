// The Unicode algorithms the card's text needs, from ICU, behind a header of our own: Swift
// cannot import ICU's headers beside the toolchain's Foundation, which carries a renamed copy
// of ICU whose C types clash with them (see Sources/CICU/shim.h). The two libraries link side
// by side: the toolchain's symbols are prefixed `swift_`, Debian's are versioned (`_72`).
#ifndef CUNICODE_H
#define CUNICODE_H

#include <stdint.h>

/// ICU's version, "72.1", into `buffer` (at least 16 bytes), for the goldens' manifest.
void cunicode_icu_version(char *buffer, int32_t capacity);

/// The CLDR plural category of `number` in `locale` ("zero", "one", "two", "few", "many" or
/// "other") into `buffer`, NUL-terminated. Returns its length, or -1 when ICU fails (no rules
/// for the locale: ICU falls back to the root's "other" rather than failing).
int32_t cunicode_plural_category(
    const char *locale, double number, char *buffer, int32_t capacity);

/// Every CLDR plural category `locale` uses, separated by spaces ("one few many other" for
/// Russian), into `buffer`, NUL-terminated, in ICU's order. Returns the text's length, or -1
/// when ICU fails or `buffer` is too small (64 bytes always suffice: there are six categories).
int32_t cunicode_plural_categories(const char *locale, char *buffer, int32_t capacity);

#endif
