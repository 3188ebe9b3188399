#include "CUnicode.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>

/// A paragraph and the line object reused for each of its lines. ICU keeps a pointer to the
/// text it was given, so the paragraph owns a copy.
struct CUnicodeBidi {
  UBiDi *paragraph;
  UBiDi *line;
  UChar *text;
};

CUnicodeBidi *cunicode_bidi_open(const uint16_t *text, int32_t length, int32_t level) {
  if (length < 0 || level < -1 || level > 1) return NULL;
  CUnicodeBidi *bidi = calloc(1, sizeof(CUnicodeBidi));
  if (bidi == NULL) return NULL;
  bidi->text = malloc(sizeof(UChar) * (size_t)(length > 0 ? length : 1));
  UErrorCode status = U_ZERO_ERROR;
  bidi->paragraph = ubidi_openSized(length, 0, &status);
  bidi->line = ubidi_openSized(length, 0, &status);
  if (bidi->text == NULL || U_FAILURE(status)) {
    cunicode_bidi_close(bidi);
    return NULL;
  }
  if (length > 0) memcpy(bidi->text, text, sizeof(UChar) * (size_t)length);
  UBiDiLevel paragraphLevel = level < 0 ? UBIDI_DEFAULT_LTR : (UBiDiLevel)level;
  ubidi_setPara(bidi->paragraph, bidi->text, length, paragraphLevel, NULL, &status);
  if (U_FAILURE(status)) {
    cunicode_bidi_close(bidi);
    return NULL;
  }
  return bidi;
}

void cunicode_bidi_close(CUnicodeBidi *bidi) {
  if (bidi == NULL) return;
  if (bidi->line != NULL) ubidi_close(bidi->line);
  if (bidi->paragraph != NULL) ubidi_close(bidi->paragraph);
  free(bidi->text);
  free(bidi);
}

uint8_t cunicode_bidi_paragraph_level(const CUnicodeBidi *bidi) {
  return ubidi_getParaLevel(bidi->paragraph);
}

int32_t cunicode_bidi_levels(const CUnicodeBidi *bidi, uint8_t *levels) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = ubidi_getLength(bidi->paragraph);
  if (length == 0) return 0;
  const UBiDiLevel *resolved = ubidi_getLevels((UBiDi *)bidi->paragraph, &status);
  if (U_FAILURE(status)) return -1;
  memcpy(levels, resolved, (size_t)length);
  return length;
}

int32_t cunicode_bidi_line(
    CUnicodeBidi *bidi, int32_t start, int32_t end, uint8_t *levels, int32_t *runStarts,
    int32_t *runLengths) {
  UErrorCode status = U_ZERO_ERROR;
  if (start < 0 || end < start || end > ubidi_getLength(bidi->paragraph)) return -1;
  if (start == end) return 0;
  ubidi_setLine(bidi->paragraph, start, end, bidi->line, &status);
  if (U_FAILURE(status)) return -1;
  const UBiDiLevel *resolved = ubidi_getLevels(bidi->line, &status);
  int32_t count = ubidi_countRuns(bidi->line, &status);
  if (U_FAILURE(status)) return -1;
  memcpy(levels, resolved, (size_t)(end - start));
  for (int32_t i = 0; i < count; i++) {
    ubidi_getVisualRun(bidi->line, i, &runStarts[i], &runLengths[i]);
  }
  return count;
}
