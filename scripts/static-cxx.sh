#!/usr/bin/env bash
# `make release`'s folder of C++ runtime archives (the path given as $1): a link to the
# compiler's libstdc++.a, alone, so that the linker, searching this folder before the system's,
# takes the archive for the `-lstdc++` that the static Swift runtime and ICU ask for. The shared
# libstdc++ cost a `render` process some 2 ms at start (its relocations and its locale's set-up,
# in a library no other one the tool loads needs: HarfBuzz, FreeType, GLib and graphite2 are C).
# Without a libstdc++.a beside the compiler the folder stays empty and the shared one is linked,
# as before.
set -euo pipefail

out="$1"
mkdir -p "$out"
rm -f "$out/libstdc++.a"
archive=$(${CXX:-g++} -print-file-name=libstdc++.a 2>/dev/null || true)
# -print-file-name answers with the bare name when it finds no such file.
if [ -f "$archive" ] && [ "$archive" != libstdc++.a ]; then
  ln -s "$archive" "$out/libstdc++.a"
fi
