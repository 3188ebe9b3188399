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
/// A paragraph resolved by the Unicode bidi algorithm (UAX #9, ICU's ubidi), for its levels and
/// for the visual order of each of its lines. Opaque; close it with `cunicode_bidi_close`.
typedef struct CUnicodeBidi CUnicodeBidi;

/// Resolves the paragraph `text` (UTF-16, `length` units, no paragraph separator inside) at
/// paragraph level `level`: 0 left-to-right, 1 right-to-left, or -1 for the direction of its
/// first strong character (rules P2 and P3; left-to-right when it has none). The text is
/// copied. NULL when ICU fails or `level` is out of range.
CUnicodeBidi *cunicode_bidi_open(const uint16_t *text, int32_t length, int32_t level);

void cunicode_bidi_close(CUnicodeBidi *bidi);

/// 0 or 1: the level the paragraph was resolved at.
uint8_t cunicode_bidi_paragraph_level(const CUnicodeBidi *bidi);

/// The embedding level of each UTF-16 unit (rules X1 to I2, before the line rule L1) into
/// `levels`, which holds the paragraph's length. Returns that length, or -1 when ICU fails.
int32_t cunicode_bidi_levels(const CUnicodeBidi *bidi, uint8_t *levels);

/// The line `start..<end` of the paragraph (UTF-16 offsets): each unit's level with rule L1
/// applied (trailing whitespace and isolates at the paragraph level) into `levels` (end − start
/// entries), and its runs in visual order, left to right, into `runStarts` and `runLengths`
/// (offsets from `start`; room for end − start runs). Returns the number of runs, or -1 when the
/// range is outside the paragraph or ICU fails.
int32_t cunicode_bidi_line(
    CUnicodeBidi *bidi, int32_t start, int32_t end, uint8_t *levels, int32_t *runStarts,
    int32_t *runLengths);

/// The line break opportunities of `text` (UTF-16, `length` units) by UAX #14 as ICU tailors
/// it for `locale` (an ICU identifier "ja_JP" or a BCP 47 tag "ja-JP"; "" for the root):
/// Japanese and Chinese kinsoku, dictionaries for Thai, Lao, Khmer and Burmese. Writes the
/// offset before which each opportunity lies into `offsets`, in increasing order, the last
/// being `length` (mandatory breaks included); room for `length` entries. Returns their count,
/// or -1 when ICU fails.
int32_t cunicode_line_breaks(
    const uint16_t *text, int32_t length, const char *locale, int32_t *offsets);

#endif
