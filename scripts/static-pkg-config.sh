#!/usr/bin/env bash
# `make release`'s pkg-config folder (the path given as $1): copies of the system's .pc files
# for ICU and libdeflate whose `Libs` name the libraries' archives (-l:libicuuc.a)
# instead of their shared objects, so that the release tool carries them inside it. A process
# then maps four libraries fewer, and the dynamic loader no longer binds ICU's 12 900
# relocations at start (Debian links ICU with BIND_NOW). HarfBuzz and FreeType stay shared:
# Debian ships no archive of HarfBuzz, and a FreeType of our own beside the one HarfBuzz loads
# would be two. xxHash stays shared too: Debian's archive of it lacks the dispatcher that picks
# its AVX2 and AVX-512 loops (Sources/CXXHash/shim.h), which the goldens' digests need. A
# library whose archive is missing keeps its system .pc, as does every library on a system
# without these .pc files; the debug build and the tests never read this folder.
set -euo pipefail

out="$1"
mkdir -p "$out"
# Only what this run writes: a library dropped from the list below goes back to its system .pc.
rm -f "$out"/*.pc
system="/usr/lib/$(gcc -print-multiarch 2>/dev/null || echo x86_64-linux-gnu)"

# package, its .pc file's -l options in link order, and what its archives need beside them
static_pc() {
  local package="$1" libraries="$2" extra="$3"
  local source="$system/pkgconfig/$package.pc"
  [ -f "$source" ] || return 0
  local options="" library
  for library in $libraries; do
    [ -f "$system/lib$library.a" ] || { cp "$source" "$out/"; return 0; }
    options+=" -l:lib$library.a"
  done
  sed -e "s|^Libs:.*|Libs:$options $extra|" -e '/^Libs.private:/d' "$source" >"$out/$package.pc.tmp"
  mv "$out/$package.pc.tmp" "$out/$package.pc"
}

static_pc icu-uc "icuuc icudata" "-lstdc++ -lm -lpthread"
static_pc icu-i18n "icui18n" ""
static_pc libdeflate "deflate" ""
