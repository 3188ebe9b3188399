#include "CUnicode.h"

#include <pthread.h>
#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uloc.h>

/// Opening a line break iterator reads ICU's rules and, for Thai, Lao, Khmer and Burmese, its
/// dictionaries: some tens of microseconds. Each locale keeps one idle iterator here, taken by
/// one caller at a time (text is laid out on several threads); a caller that finds it taken
/// opens its own and closes it after.
enum { POOL_SIZE = 16, LOCALE_CAPACITY = ULOC_FULLNAME_CAPACITY };

static struct {
  char locale[LOCALE_CAPACITY];
  UBreakIterator *idle;
} pool[POOL_SIZE];
static int poolCount = 0;
static pthread_mutex_t poolLock = PTHREAD_MUTEX_INITIALIZER;

static UBreakIterator *take(const char *locale) {
  UBreakIterator *found = NULL;
  pthread_mutex_lock(&poolLock);
  for (int i = 0; i < poolCount; i++) {
    if (strcmp(pool[i].locale, locale) == 0) {
      found = pool[i].idle;
      pool[i].idle = NULL;
      break;
    }
  }
  pthread_mutex_unlock(&poolLock);
  if (found != NULL) return found;
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *opened = ubrk_open(UBRK_LINE, locale, NULL, 0, &status);
  return U_FAILURE(status) ? NULL : opened;
}

static void giveBack(const char *locale, UBreakIterator *iterator) {
  pthread_mutex_lock(&poolLock);
  for (int i = 0; i < poolCount; i++) {
    if (strcmp(pool[i].locale, locale) == 0) {
      if (pool[i].idle == NULL) {
        pool[i].idle = iterator;
        iterator = NULL;
      }
      break;
    }
  }
  if (iterator != NULL && poolCount < POOL_SIZE && strlen(locale) < LOCALE_CAPACITY) {
    strcpy(pool[poolCount].locale, locale);
    pool[poolCount].idle = iterator;
    poolCount++;
    iterator = NULL;
  }
  pthread_mutex_unlock(&poolLock);
  if (iterator != NULL) ubrk_close(iterator);
}

int32_t cunicode_line_breaks(
    const uint16_t *text, int32_t length, const char *locale, int32_t *offsets) {
  if (length < 0) return -1;
  if (length == 0) return 0;
  // ICU's own identifiers use "_"; a BCP 47 tag ("ja-JP") is converted.
  char identifier[LOCALE_CAPACITY] = "";
  UErrorCode status = U_ZERO_ERROR;
  if (strchr(locale, '-') != NULL) {
    uloc_forLanguageTag(locale, identifier, LOCALE_CAPACITY, NULL, &status);
    if (U_FAILURE(status)) return -1;
  } else if (strlen(locale) < LOCALE_CAPACITY) {
    strcpy(identifier, locale);
  } else {
    return -1;
  }
  UBreakIterator *iterator = take(identifier);
  if (iterator == NULL) return -1;
  ubrk_setText(iterator, text, length, &status);
  if (U_FAILURE(status)) {
    ubrk_close(iterator);
    return -1;
  }
  int32_t count = 0;
  ubrk_first(iterator);
  for (int32_t offset = ubrk_next(iterator); offset != UBRK_DONE; offset = ubrk_next(iterator)) {
    offsets[count++] = offset;
  }
  // The iterator must not keep a pointer to the caller's text once it is idle.
  ubrk_setText(iterator, NULL, 0, &status);
  giveBack(identifier, iterator);
  return count;
}
