#!/usr/bin/env bash
# Measures time and peak memory of the release tool on the largest inputs it accepts (and on
# the largest it refuses), the numbers in Documentation/Limits.md. Needs GNU time
# (/usr/bin/time; apt install time). Inputs are written to a temporary folder.
set -eu
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
[ -x /usr/bin/time ] || { echo "error: needs GNU time at /usr/bin/time (apt install time)" >&2; exit 1; }

# The tool as `make release` builds it (static runtime, fixed address, optimised across
# modules), so the figures are those of the tool the README's commands use.
make -s release SWIFT="$swift" >/dev/null
tool=$("$swift" build -c release --show-bin-path)/render-composer
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

measure() { # label, then the tool's arguments
  local label=$1
  shift
  local status=0
  /usr/bin/time -f "%e %M" -o "$work/time" "$tool" "$@" >/dev/null 2>"$work/stderr" || status=$?
  read -r seconds kilobytes < <(tail -n 1 "$work/time")
  printf '%-58s %6.2f s %7d MB  exit %d %s\n' "$label" "$seconds" $((kilobytes / 1024)) "$status" \
    "$(grep -m1 '^error:' "$work/stderr" | cut -c1-60 || true)"
}

models() { # count, name length: a JSON array of models, each name and detail different
  local words
  words=$(yes 'word ' | head -n $(($2 / 5)) | tr -d '\n')
  printf '['
  for ((i = 0; i < $1; i++)); do
    [ "$i" -eq 0 ] || printf ','
    printf '{"id":"m%d","name":"%s","detail":"%s"}' "$i" "${words:0:$(($2 - 4))}$((i + 1000))" \
      "${words:0:$(($2 - 4))}$((i + 2000))"
  done
  printf ']'
}

truncate -s 100M "$work/huge.json"
measure "100 MB file (refused before reading)" render "$work/huge.json" -o "$work/out.png"
measure "100 MB on standard input (refused after 4 MB)" render - -o "$work/out.png" <"$work/huge.json"

# 4 MB, accepted: the longest file the decoder parses, checks and scans.
{
  printf '{"modes": ['
  yes '"search",' | head -n 465000 | tr -d '\n'
  printf '"search"]}'
} >"$work/4mb.json"
measure "4 MB scenario ($(wc -c <"$work/4mb.json") bytes, 465001 mode ids)" \
  render "$work/4mb.json" -o "$work/out.png"

# 100 000 Unicode scalars (the limit) of mixed scripts, emoji and marks: 6250 × 16.
text=$(yes 'abc שלום 中 👍🏽 ع ' | head -n 6250 | tr -d '\n')
printf '{"text": "%s"}' "$text" >"$work/text.json"
printf '{"text": "%s", "focused": true}' "$text" >"$work/text-focused.json"
printf '{"text": "%s", "focused": true}' "$(yes 'x' | head -n 100000 | tr -d '\n')" \
  >"$work/word.json"
measure "text of 100000 characters, mixed scripts" render "$work/text.json" -o "$work/out.png"
measure "text of 100000 characters, mixed scripts, focused" \
  render "$work/text-focused.json" -o "$work/out.png"
measure "text of one 100000-character word, focused" render "$work/word.json" -o "$work/out.png"

# The largest picture accepted: 4096 pt at 4× (16384 px wide), accessibility5, menu open with
# four models, failed with six lines of text: 16384×4009 px, just under 64 Mpx (five models
# are 16384×4764 px, refused).
printf '{"width": 4096, "scale": 4, "dynamicTypeSize": "accessibility5", "menuOpen": true,
  "phase": "failed", "text": "a\\nb\\nc\\nd\\ne\\nf", "models": %s}' "$(models 4 6)" \
  >"$work/largest.json"
measure "largest picture: 16384×4009 px" render "$work/largest.json" -o "$work/largest.png"
measure "largest picture, dark" render "$work/largest.json" -o "$work/largest-dark.png" \
  --color-scheme dark
measure "diff of two 16384×4009 px PNGs" diff "$work/largest.png" "$work/largest-dark.png" \
  -o "$work/diff.png"

# The most glyphs painted: 65 models with 1000-character names and details wrapping in the
# menu at accessibility1, 4096 pt at 1×: 4096×16040 px, just under both canvas limits.
printf '{"width": 4096, "scale": 1, "dynamicTypeSize": "accessibility1", "menuOpen": true,
  "models": %s}' "$(models 65 1000)" >"$work/glyphs.json"
measure "most glyphs: 65 models of 1000-character names, menu open" \
  render "$work/glyphs.json" -o "$work/out.png"

# The most text laid out before a refusal: 100 models with 1000-character names and details,
# wrapping in the menu at accessibility5, refused at the canvas limit.
printf '{"dynamicTypeSize": "accessibility5", "menuOpen": true, "models": %s}' \
  "$(models 100 1000)" >"$work/menu.json"
measure "100 models of 1000-character names, menu open (refused)" \
  render "$work/menu.json" -o "$work/out.png"

# PNG files that would cost more than their size: a 44-byte file whose tEXt chunk declares
# 2^31 - 1 bytes (libpng allocated all of it), and a 1.5 GB file (read whole, twice), both
# refused before anything is allocated.
printf '\211PNG\r\n\032\n\0\0\0\rIHDR\0\0\0\001\0\0\0\001\010\0\0\0\0:~\233U\177\377\377\377tEXtabc' \
  >"$work/text-chunk.png"
measure "44-byte PNG declaring a 2 GB tEXt chunk (refused)" \
  diff "$work/text-chunk.png" "$work/text-chunk.png"
truncate -s 1500M "$work/huge.png"
measure "1.5 GB PNG (refused by its size)" diff "$work/huge.png" "$work/huge.png"
rm "$work/huge.png"

# Films past their budgets, refused before a frame is drawn: 240 fps for 10 s on the largest
# canvas; a filmstrip wider than a picture; typing past the text limit.
printf '{"width": 4096, "scale": 4}' >"$work/wide.json"
measure "film: 240 fps, 10 s, 4096 pt at 4x (refused)" animate "$work/wide.json" \
  --action type:Hello --fps 240 --duration 10 -o "$work/film.png"
measure "film: filmstrip of a 4096 pt card at 4x (refused)" animate "$work/wide.json" \
  --action type:Hello -o "$work/film.png" --filmstrip "$work/strip.png"
half=$(yes x | head -n 60000 | tr -d '\n')
measure "film: two type: of 60000 characters (refused)" animate default \
  --action "type:$half" --action "type:$half" -o "$work/film.png"

# The gallery of the widest picture render draws: 4096 pt at 4×, its overlay at 3×.
mkdir -p "$work/wide"
cp "$work/wide.json" "$work/wide/wide.json"
measure "gallery: one 4096 pt scenario at 4x" gallery --scenarios "$work/wide" \
  -o "$work/wide-gallery" --jobs 2

measure "gallery: the catalog, 2 jobs" gallery -o "$work/gallery" --jobs 2
measure "check: every golden, 2 jobs" check --jobs 2 --report "$work/report"
measure "check --decode-goldens: every golden, 2 jobs" check --decode-goldens --jobs 2 \
  --report "$work/report"
