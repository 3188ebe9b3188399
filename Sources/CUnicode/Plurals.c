#include "CUnicode.h"

#include <unicode/uenum.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

void cunicode_icu_version(char *buffer, int32_t capacity) {
  UVersionInfo version;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(version);
  u_versionToString(version, text);
  int32_t i = 0;
  for (; i + 1 < capacity && text[i] != 0; i++) buffer[i] = text[i];
  if (capacity > 0) buffer[i] = 0;
}

int32_t cunicode_plural_category(
    const char *locale, double number, char *buffer, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_open(locale, &status);
  if (U_FAILURE(status)) return -1;
  UChar keyword[32];
  int32_t length = uplrules_select(rules, number, keyword, 32, &status);
  uplrules_close(rules);
  if (U_FAILURE(status) || length >= capacity) return -1;
  u_austrncpy(buffer, keyword, capacity);
  buffer[length] = 0;
  return length;
}

int32_t cunicode_plural_categories(const char *locale, char *buffer, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_open(locale, &status);
  if (U_FAILURE(status)) return -1;
  UEnumeration *keywords = uplrules_getKeywords(rules, &status);
  int32_t written = 0;
  const char *keyword;
  int32_t length;
  while (U_SUCCESS(status) && (keyword = uenum_next(keywords, &length, &status)) != NULL) {
    if (written + length + 2 > capacity) {
      status = U_BUFFER_OVERFLOW_ERROR;
      break;
    }
    if (written > 0) buffer[written++] = ' ';
    for (int32_t i = 0; i < length; i++) buffer[written++] = keyword[i];
  }
  uenum_close(keywords);
  uplrules_close(rules);
  if (U_FAILURE(status)) return -1;
  if (capacity > 0) buffer[written] = 0;
  return written;
}
