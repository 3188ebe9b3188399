#include "Deflate.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

enum {
  WINDOW = 32768,
  MIN_MATCH = 3,
  MAX_MATCH = 258,
  /* A hash match must be longer than the 3 bytes a run or the row above would take. */
  MIN_HASH_MATCH = 4,
  HASH_BITS = 15,
  BLOCK_TOKENS = 1 << 15,
  LITLEN_CODES = 286,
  FIXED_LITLEN_CODES = 288,
  DIST_CODES = 30,
  LENGTH_CODES = 19,
  MAX_BITS = 15,
  MAX_LENGTH_BITS = 7,
  END_OF_BLOCK = 256,
  STORED_MAX = 65535,
};

/* A literal (length 0, value the byte) or a match (length 3-258, value the distance). */
typedef struct {
  uint16_t length;
  uint16_t value;
} token;

enum {
  /* Rows are made and deflated about this many bytes at a time (a quarter of a megabyte: a
   * process that writes one picture touches fewer fresh pages, for 10 % more time in a long
   * run, and a block ends with each stretch)... */
  STRETCH = 1 << 18,
  /* ...after the last 32 KiB of the stretch before, which matches may still reach. */
  CARRY = WINDOW,
};

struct png_deflate_scratch {
  /* Where each hash of 4 bytes was last seen, counted from the first row, or -1. */
  int32_t hash[1 << HASH_BITS];
  token tokens[BLOCK_TOKENS];
  /* The rows being deflated, after the end of the stretch before. */
  unsigned char *window;
  size_t window_capacity;
};

png_deflate_scratch *png_deflate_scratch_make(void) {
  return calloc(1, sizeof(png_deflate_scratch));
}

void png_deflate_scratch_free(png_deflate_scratch *scratch) {
  if (scratch) free(scratch->window);
  free(scratch);
}

/* The most a stretch of `count` bytes can take: each block costs at most its stored form (5
 * bytes a 64 KiB and a byte of header, a block holding at least one token), plus the bits
 * still pending before it and the last byte's padding. */
static size_t stretch_bound(size_t count) { return count + count / 2048 + 64; }

/* MARK: Matching */

/* How many bytes from `a` equal those from `b`, up to `limit`, eight at a time. */
static inline size_t common_length(const unsigned char *a, const unsigned char *b,
                                   size_t limit) {
  size_t n = 0;
  while (n + 8 <= limit) {
    uint64_t x, y;
    memcpy(&x, a + n, 8);
    memcpy(&y, b + n, 8);
    if (x != y) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
      return n + (size_t)(__builtin_clzll(x ^ y) >> 3);
#else
      return n + (size_t)(__builtin_ctzll(x ^ y) >> 3);
#endif
    }
    n += 8;
  }
  while (n < limit && a[n] == b[n]) n++;
  return n;
}

/* Of the next 4 bytes, read as little-endian on every machine so the same input gives the same
 * stream everywhere. */
static uint32_t hash4(const unsigned char *p) {
  const uint32_t x = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
                     (uint32_t)p[3] << 24;
  return (x * 2654435761u) >> (32 - HASH_BITS);
}

/* The bytes in the window: positions are the window's; `base` is where the window starts,
 * counted from the first row, which the hash table counts from. */
typedef struct {
  unsigned char *raw;
  size_t count;
  size_t base;
  /* Distances of the row above (0 when it lies beyond deflate's window) and of the pixel
   * before. */
  size_t up;
  size_t bpp;
  /* The next byte to match. */
  size_t at;
} source;

/* The longest match at `i` from the last place its 4 bytes were seen, noting `i` as that place
 * for what follows; 0 when there is none of MIN_HASH_MATCH bytes. */
static size_t hash_match(png_deflate_scratch *scratch, const source *s, size_t i, size_t limit,
                         size_t *distance) {
  if (s->count - i < 4) return 0;
  const uint32_t h = hash4(s->raw + i);
  const int64_t seen = scratch->hash[h];
  const size_t here = s->base + i;
  scratch->hash[h] = (int32_t)here;
  if (seen < (int64_t)s->base || here - (size_t)seen > WINDOW) return 0;
  const size_t length = common_length(s->raw + i, s->raw + ((size_t)seen - s->base), limit);
  *distance = here - (size_t)seen;
  return length >= MIN_HASH_MATCH ? length : 0;
}

/* Tokens from `s->at` on, until the block is full or the input ends; returns how many. */
static size_t tokenize(png_deflate_scratch *scratch, source *s) {
  size_t n = 0;
  size_t i = s->at;
  while (i < s->count && n < BLOCK_TOKENS) {
    const size_t limit = s->count - i < MAX_MATCH ? s->count - i : MAX_MATCH;
    const unsigned char *here = s->raw + i;
    const size_t up = s->up && i >= s->up ? common_length(here, here - s->up, limit) : 0;
    const size_t run = up < limit && i >= s->bpp ? common_length(here, here - s->bpp, limit) : 0;
    size_t length = up >= run ? up : run;
    size_t distance = up >= run ? s->up : s->bpp;
    if (length < MIN_MATCH) length = hash_match(scratch, s, i, limit, &distance);
    if (length >= MIN_MATCH) {
      scratch->tokens[n++] = (token){(uint16_t)length, (uint16_t)distance};
      i += length;
    } else {
      scratch->tokens[n++] = (token){0, *here};
      i += 1;
    }
  }
  s->at = i;
  return n;
}

/* MARK: Symbols */

/* A match length's symbol (257-285), extra bits and their value. */
typedef struct {
  uint16_t symbol;
  uint8_t bits;
  uint16_t extra;
} coded;

static inline unsigned floor_log2(uint32_t x) { return 31u - (unsigned)__builtin_clz(x); }

/* Inlined: called twice a token, they were a quarter of the time as calls. */
static inline __attribute__((always_inline)) coded length_symbol(unsigned length) {
  if (length == MAX_MATCH) return (coded){285, 0, 0};
  const unsigned x = length - 3;
  if (x < 8) return (coded){(uint16_t)(257 + x), 0, 0};
  const unsigned b = floor_log2(x);
  return (coded){(uint16_t)(257 + 4 * (b - 1) + ((x >> (b - 2)) & 3)), (uint8_t)(b - 2),
                 (uint16_t)(x & ((1u << (b - 2)) - 1))};
}

static inline __attribute__((always_inline)) coded distance_symbol(unsigned distance) {
  const unsigned x = distance - 1;
  if (x < 4) return (coded){(uint16_t)x, 0, 0};
  const unsigned b = floor_log2(x);
  return (coded){(uint16_t)(2 * b + ((x >> (b - 1)) & 1)), (uint8_t)(b - 1),
                 (uint16_t)(x & ((1u << (b - 1)) - 1))};
}

/* MARK: Huffman codes */

/* Moffat and Katajainen's in-place minimum-redundancy code: `a` holds `n` >= 2 weights in
 * ascending order and receives each one's code length. */
static void minimum_redundancy(uint32_t *a, int n) {
  a[0] += a[1];
  int root = 0, leaf = 2;
  for (int next = 1; next < n - 1; next++) {
    if (leaf >= n || a[root] < a[leaf]) {
      a[next] = a[root];
      a[root++] = (uint32_t)next;
    } else {
      a[next] = a[leaf++];
    }
    if (leaf >= n || (root < next && a[root] < a[leaf])) {
      a[next] += a[root];
      a[root++] = (uint32_t)next;
    } else {
      a[next] += a[leaf++];
    }
  }
  a[n - 2] = 0;
  for (int next = n - 3; next >= 0; next--) a[next] = a[a[next]] + 1;
  int available = 1, used = 0, depth = 0, next = n - 1;
  root = n - 2;
  while (available > 0) {
    while (root >= 0 && a[root] == (uint32_t)depth) {
      used++;
      root--;
    }
    while (available > used) {
      a[next--] = (uint32_t)depth;
      available--;
    }
    available = 2 * used;
    depth++;
    used = 0;
  }
}

/* Moves codes longer than `limit` to `limit` and lengthens shorter ones until the lengths
 * again make a complete code (the Kraft sum is 1), as zlib and miniz do. `counts[d]` is how
 * many symbols have length d, for d up to 32. */
static void limit_lengths(int counts[33], int limit) {
  for (int d = limit + 1; d <= 32; d++) {
    counts[limit] += counts[d];
    counts[d] = 0;
  }
  uint32_t total = 0;
  for (int d = limit; d > 0; d--) total += (uint32_t)counts[d] << (limit - d);
  while (total != 1u << limit) {
    counts[limit]--;
    for (int d = limit - 1; d > 0; d--) {
      if (counts[d]) {
        counts[d]--;
        counts[d + 1] += 2;
        break;
      }
    }
    total--;
  }
}

/* Gives unused symbols a weight of 1 until two are used: a code of one symbol would need a
 * length of 0, which deflate cannot send. The extra symbol costs a few header bits. */
static void use_two(uint32_t *freq, int count) {
  int used = 0;
  for (int s = 0; s < count; s++) used += freq[s] != 0;
  for (int s = 0; s < count && used < 2; s++) {
    if (freq[s] == 0) {
      freq[s] = 1;
      used++;
    }
  }
}

static int by_weight(const void *a, const void *b) {
  const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return (x > y) - (x < y);
}

/* Code lengths of at most `limit` bits for `count` symbols of weights `freq`; an unused symbol
 * gets 0. At least two symbols must be used (`use_two`). Ties go by symbol number, so equal
 * weights always give the same code. */
static void build_lengths(const uint32_t *freq, int count, int limit, uint8_t *lengths) {
  uint64_t keys[FIXED_LITLEN_CODES];
  uint32_t depths[FIXED_LITLEN_CODES];
  int used = 0;
  for (int s = 0; s < count; s++)
    if (freq[s]) keys[used++] = (uint64_t)freq[s] << 16 | (uint64_t)s;
  memset(lengths, 0, (size_t)count);
  if (used < 2) return;
  qsort(keys, (size_t)used, sizeof keys[0], by_weight);
  for (int i = 0; i < used; i++) depths[i] = (uint32_t)(keys[i] >> 16);
  minimum_redundancy(depths, used);
  int counts[33] = {0};
  for (int i = 0; i < used; i++) counts[depths[i] < 32 ? depths[i] : 32]++;
  limit_lengths(counts, limit);
  /* The lightest symbols take the longest codes. */
  int i = 0;
  for (int d = limit; d > 0; d--)
    for (int k = 0; k < counts[d]; k++) lengths[keys[i++] & 0xFFFF] = (uint8_t)d;
}

/* Canonical codes for the lengths (RFC 1951, 3.2.2), bit-reversed, since deflate sends a code
 * from its first bit and the writer fills bytes from their lowest bit. */
static void assign_codes(const uint8_t *lengths, int count, uint16_t *codes) {
  int counts[MAX_BITS + 1] = {0};
  for (int s = 0; s < count; s++) counts[lengths[s]]++;
  counts[0] = 0;
  unsigned next[MAX_BITS + 1] = {0};
  unsigned code = 0;
  for (int bits = 1; bits <= MAX_BITS; bits++) {
    code = (code + (unsigned)counts[bits - 1]) << 1;
    next[bits] = code;
  }
  for (int s = 0; s < count; s++) {
    const int length = lengths[s];
    if (length == 0) continue;
    unsigned value = next[length]++, reversed = 0;
    for (int b = 0; b < length; b++, value >>= 1) reversed = reversed << 1 | (value & 1);
    codes[s] = (uint16_t)reversed;
  }
}

/* MARK: Writing bits */

/* Bits going out at `at`, in room made before each stretch (`png_deflate`). */
typedef struct {
  unsigned char *at;
  uint64_t bits;
  unsigned count;
} bit_writer;

/* Appends the `n` <= 32 low bits of `value`, lowest first; whole 32-bit words go out. */
static inline void put_bits(bit_writer *w, uint32_t value, unsigned n) {
  w->bits |= (uint64_t)value << w->count;
  w->count += n;
  if (w->count >= 32) {
    for (int k = 0; k < 4; k++) w->at[k] = (unsigned char)(w->bits >> (8 * k));
    w->at += 4;
    w->bits >>= 32;
    w->count -= 32;
  }
}

/* Writes out the bits pending, the last byte padded with zeros. */
static void align_to_byte(bit_writer *w) {
  while (w->count > 0) {
    *w->at++ = (unsigned char)w->bits;
    w->bits >>= 8;
    w->count = w->count > 8 ? w->count - 8 : 0;
  }
  w->bits = 0;
}

/* MARK: Blocks */

/* A block's Huffman codes: literals and lengths, distances. */
typedef struct {
  uint8_t litlen_lengths[FIXED_LITLEN_CODES];
  uint16_t litlen_codes[FIXED_LITLEN_CODES];
  uint8_t dist_lengths[DIST_CODES];
  uint16_t dist_codes[DIST_CODES];
} codes;

/* The code lengths of both codes in the code-length alphabet: 0-15 as they are, 16 repeats
 * the length before 3-6 times, 17 gives 3-10 zeros, 18 gives 11-138 (RFC 1951, 3.2.7). */
typedef struct {
  int litlen_count;
  int dist_count;
  int count;
  uint8_t symbols[LITLEN_CODES + DIST_CODES];
  uint8_t extras[LITLEN_CODES + DIST_CODES];
  uint8_t lengths[LENGTH_CODES];
  uint16_t codes[LENGTH_CODES];
  /* How many of the lengths in `order` are sent. */
  int sent;
} header;

static const uint8_t length_order[LENGTH_CODES] = {16, 17, 18, 0, 8,  7, 9,  6, 10, 5,
                                                   11, 4,  12, 3, 13, 2, 14, 1, 15};
static const uint8_t repeat_bits[3] = {2, 3, 7};

static void add_item(header *h, int symbol, int extra) {
  h->symbols[h->count] = (uint8_t)symbol;
  h->extras[h->count++] = (uint8_t)extra;
}

static void run_lengths(header *h, const uint8_t *lengths, int count) {
  for (int i = 0; i < count;) {
    const uint8_t value = lengths[i];
    int run = 1;
    while (i + run < count && lengths[i + run] == value) run++;
    i += run;
    if (value == 0) {
      for (; run >= 11; run -= run < 138 ? run : 138) add_item(h, 18, (run < 138 ? run : 138) - 11);
      if (run >= 3) {
        add_item(h, 17, run - 3);
        run = 0;
      }
    } else {
      add_item(h, value, 0);
      for (run--; run >= 3; run -= run < 6 ? run : 6) add_item(h, 16, (run < 6 ? run : 6) - 3);
    }
    for (; run > 0; run--) add_item(h, value, 0);
  }
}

/* The header of a dynamic block for `c`; returns its size in bits. */
static size_t make_header(header *h, const codes *c) {
  h->litlen_count = LITLEN_CODES;
  while (h->litlen_count > 257 && c->litlen_lengths[h->litlen_count - 1] == 0) h->litlen_count--;
  h->dist_count = DIST_CODES;
  while (h->dist_count > 1 && c->dist_lengths[h->dist_count - 1] == 0) h->dist_count--;
  uint8_t all[LITLEN_CODES + DIST_CODES];
  memcpy(all, c->litlen_lengths, (size_t)h->litlen_count);
  memcpy(all + h->litlen_count, c->dist_lengths, (size_t)h->dist_count);
  h->count = 0;
  run_lengths(h, all, h->litlen_count + h->dist_count);
  uint32_t freq[LENGTH_CODES] = {0};
  for (int i = 0; i < h->count; i++) freq[h->symbols[i]]++;
  use_two(freq, LENGTH_CODES);
  build_lengths(freq, LENGTH_CODES, MAX_LENGTH_BITS, h->lengths);
  assign_codes(h->lengths, LENGTH_CODES, h->codes);
  h->sent = LENGTH_CODES;
  while (h->sent > 4 && h->lengths[length_order[h->sent - 1]] == 0) h->sent--;
  size_t bits = 5 + 5 + 4 + 3 * (size_t)h->sent;
  for (int i = 0; i < h->count; i++) {
    const int symbol = h->symbols[i];
    bits += h->lengths[symbol] + (symbol >= 16 ? repeat_bits[symbol - 16] : 0);
  }
  return bits;
}

static void write_header(bit_writer *w, const header *h) {
  put_bits(w, (uint32_t)(h->litlen_count - 257), 5);
  put_bits(w, (uint32_t)(h->dist_count - 1), 5);
  put_bits(w, (uint32_t)(h->sent - 4), 4);
  for (int i = 0; i < h->sent; i++) put_bits(w, h->lengths[length_order[i]], 3);
  for (int i = 0; i < h->count; i++) {
    const int symbol = h->symbols[i];
    put_bits(w, h->codes[symbol], h->lengths[symbol]);
    if (symbol >= 16) put_bits(w, h->extras[i], repeat_bits[symbol - 16]);
  }
}

/* Symbol weights of a block, and the extra bits its matches carry. */
typedef struct {
  uint32_t litlen[LITLEN_CODES];
  uint32_t dist[DIST_CODES];
  size_t extra_bits;
} weights;

static void count_symbols(weights *f, const token *tokens, size_t n) {
  memset(f, 0, sizeof *f);
  for (size_t i = 0; i < n; i++) {
    if (tokens[i].length == 0) {
      f->litlen[tokens[i].value]++;
      continue;
    }
    const coded length = length_symbol(tokens[i].length);
    const coded distance = distance_symbol(tokens[i].value);
    f->litlen[length.symbol]++;
    f->dist[distance.symbol]++;
    f->extra_bits += length.bits + distance.bits;
  }
  f->litlen[END_OF_BLOCK] = 1;
}

static size_t data_bits(const weights *f, const codes *c) {
  size_t bits = f->extra_bits;
  for (int s = 0; s < LITLEN_CODES; s++) bits += (size_t)f->litlen[s] * c->litlen_lengths[s];
  for (int s = 0; s < DIST_CODES; s++) bits += (size_t)f->dist[s] * c->dist_lengths[s];
  return bits;
}

static void dynamic_codes(codes *c, const weights *f) {
  uint32_t litlen[LITLEN_CODES], dist[DIST_CODES];
  memcpy(litlen, f->litlen, sizeof litlen);
  memcpy(dist, f->dist, sizeof dist);
  use_two(litlen, LITLEN_CODES);
  use_two(dist, DIST_CODES);
  memset(c, 0, sizeof *c);
  build_lengths(litlen, LITLEN_CODES, MAX_BITS, c->litlen_lengths);
  build_lengths(dist, DIST_CODES, MAX_BITS, c->dist_lengths);
  assign_codes(c->litlen_lengths, LITLEN_CODES, c->litlen_codes);
  assign_codes(c->dist_lengths, DIST_CODES, c->dist_codes);
}

/* The codes RFC 1951 fixes (3.2.6). */
static void fixed_codes(codes *c) {
  for (int s = 0; s < FIXED_LITLEN_CODES; s++)
    c->litlen_lengths[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
  memset(c->dist_lengths, 5, DIST_CODES);
  assign_codes(c->litlen_lengths, FIXED_LITLEN_CODES, c->litlen_codes);
  assign_codes(c->dist_lengths, DIST_CODES, c->dist_codes);
}

static void write_tokens(bit_writer *w, const codes *c, const token *tokens, size_t n) {
  for (size_t i = 0; i < n; i++) {
    const token t = tokens[i];
    if (t.length == 0) {
      put_bits(w, c->litlen_codes[t.value], c->litlen_lengths[t.value]);
      continue;
    }
    /* A code and its extra bits together: at most 15 + 5 and 15 + 13 bits. */
    const coded length = length_symbol(t.length);
    const unsigned length_bits = c->litlen_lengths[length.symbol];
    put_bits(w, c->litlen_codes[length.symbol] | (uint32_t)length.extra << length_bits,
             length_bits + length.bits);
    const coded distance = distance_symbol(t.value);
    const unsigned distance_bits = c->dist_lengths[distance.symbol];
    put_bits(w, c->dist_codes[distance.symbol] | (uint32_t)distance.extra << distance_bits,
             distance_bits + distance.bits);
  }
  put_bits(w, c->litlen_codes[END_OF_BLOCK], c->litlen_lengths[END_OF_BLOCK]);
}

/* What `count` bytes cost stored from the writer's position: per 64 KiB part a 3-bit header,
 * padding to a byte, LEN and NLEN, the bytes. */
static size_t stored_bits(const bit_writer *w, size_t count) {
  size_t bits = 0, position = w->count;
  do {
    const size_t part = count < STORED_MAX ? count : STORED_MAX;
    position += 3;
    bits += 3 + (8 - position % 8) % 8 + 32 + 8 * part;
    position = 0;
    count -= part;
  } while (count > 0);
  return bits;
}

static void write_stored(bit_writer *w, const unsigned char *input, size_t count, int last) {
  do {
    const size_t part = count < STORED_MAX ? count : STORED_MAX;
    put_bits(w, last && part == count, 1);
    put_bits(w, 0, 2);
    align_to_byte(w);
    const unsigned char sizes[4] = {(unsigned char)part, (unsigned char)(part >> 8),
                                    (unsigned char)~part, (unsigned char)(~part >> 8)};
    memcpy(w->at, sizes, 4);
    memcpy(w->at + 4, input, part);
    w->at += 4 + part;
    input += part;
    count -= part;
  } while (count > 0);
}

/* One block of `n` tokens covering `count` input bytes: with its own codes, the fixed codes
 * or stored, whichever is smallest. */
static void write_block(bit_writer *w, const token *tokens, size_t n, const unsigned char *input,
                        size_t count, int last) {
  weights f;
  count_symbols(&f, tokens, n);
  codes own, fixed;
  header h;
  dynamic_codes(&own, &f);
  fixed_codes(&fixed);
  const size_t own_bits = make_header(&h, &own) + data_bits(&f, &own);
  const size_t fixed_bits = data_bits(&f, &fixed);
  if (stored_bits(w, count) < 3 + (own_bits < fixed_bits ? own_bits : fixed_bits)) {
    write_stored(w, input, count, last);
    return;
  }
  put_bits(w, (uint32_t)last, 1);
  if (fixed_bits <= own_bits) {
    put_bits(w, 1, 2);
    write_tokens(w, &fixed, tokens, n);
    return;
  }
  put_bits(w, 2, 2);
  write_header(w, &h);
  write_tokens(w, &own, tokens, n);
}

/* MARK: The stream */

/* Room for `more` bytes after what `out` holds. */
static int reserve(png_output *out, size_t more) {
  if (out->capacity - out->count >= more) return 0;
  size_t capacity = out->capacity * 2 > out->count + more ? out->capacity * 2 : out->count + more;
  unsigned char *grown = realloc(out->bytes, capacity);
  if (grown == NULL) return -1;
  out->bytes = grown;
  out->capacity = capacity;
  return 0;
}

/* Deflates the stretch in the window from `s->at` to its end, in blocks, after what `out`
 * holds; the last block of the last stretch is marked final. */
static int deflate_stretch(png_deflate_scratch *scratch, source *s, bit_writer *w,
                           png_output *out, int last) {
  if (reserve(out, stretch_bound(s->count - s->at))) return -1;
  w->at = out->bytes + out->count;
  do {
    const size_t start = s->at;
    const size_t n = tokenize(scratch, s);
    write_block(w, scratch->tokens, n, s->raw + start, s->at - start, last && s->at == s->count);
  } while (s->at < s->count);
  if (last) align_to_byte(w);
  out->count = (size_t)(w->at - out->bytes);
  return 0;
}

/* Keeps the last CARRY bytes of the window at its start, for the next stretch to match. */
static void slide(source *s) {
  const size_t keep = s->count < CARRY ? s->count : CARRY;
  memmove(s->raw, s->raw + s->count - keep, keep);
  s->base += s->count - keep;
  s->count = s->at = keep;
}

int png_deflate(png_deflate_scratch *scratch, const png_rows *rows, png_output *out) {
  const size_t per_stretch = rows->line < STRETCH ? STRETCH / rows->line : 1;
  const size_t room = CARRY + per_stretch * rows->line;
  if (scratch->window_capacity < room) {
    free(scratch->window);
    scratch->window = malloc(room);
    scratch->window_capacity = scratch->window ? room : 0;
  }
  if (scratch->window == NULL || reserve(out, 2)) return -1;
  memset(scratch->hash, 0xFF, sizeof scratch->hash);
  /* CMF: deflate, 32 KiB window; FLG: the fastest level, CMF·256 + FLG divisible by 31. */
  out->bytes[out->count++] = 0x78;
  out->bytes[out->count++] = 0x01;
  bit_writer w = {0};
  source s = {.raw = scratch->window, .up = rows->line <= WINDOW ? rows->line : 0,
              .bpp = rows->bpp};
  uint32_t adler = 1;
  for (size_t row = 0; row < rows->rows; row += per_stretch) {
    const size_t n = rows->rows - row < per_stretch ? rows->rows - row : per_stretch;
    rows->fill(rows->context, row, n, scratch->window + s.count);
    adler = libdeflate_adler32(adler, scratch->window + s.count, n * rows->line);
    s.count += n * rows->line;
    if (deflate_stretch(scratch, &s, &w, out, row + n == rows->rows)) return -1;
    slide(&s);
  }
  if (reserve(out, 4)) return -1;
  for (int k = 3; k >= 0; k--) out->bytes[out->count++] = (unsigned char)(adler >> (8 * k));
  return 0;
}
