#!/usr/bin/env bash
# `make bench-peers`: installs the peers when they are missing (Debian's chromium, imagemagick,
# python3-cairo, PangoCairo through python3-gi, python3-websocket for the DevTools protocol),
# then runs Benchmarks/peers.py, which times them and render-composer on the same work in one
# run and prints the ratios. Arguments are passed on (e.g. --runs 30). Debian/Ubuntu only: the
# peers are Debian packages; elsewhere it names what is missing and stops.
set -euo pipefail
cd "$(dirname "$0")/.."

python=/usr/bin/python3
packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
# `compare` only: a `convert` stand-in may be on PATH without ImageMagick.
command -v compare >/dev/null 2>&1 || packages+=(imagemagick)
[ -x "$python" ] || packages+=(python3)
"$python" -c 'import cairo' 2>/dev/null || packages+=(python3-cairo)
# PangoCairo drawing on a pycairo context needs gi's cairo bridge (python3-gi-cairo) too.
"$python" -c 'import gi; gi.require_version("PangoCairo", "1.0"); gi.require_foreign("cairo")
from gi.repository import PangoCairo' 2>/dev/null ||
  packages+=(python3-gi python3-gi-cairo gir1.2-pango-1.0)
"$python" -c 'import websocket' 2>/dev/null || packages+=(python3-websocket)

if [ ${#packages[@]} -gt 0 ]; then
  echo "Installing the peers: ${packages[*]}" >&2
  scripts/apt-install.sh "${packages[@]}"
fi

tool="$(swift build -c release --show-bin-path)/render-composer"
exec "$python" Benchmarks/peers.py --tool "$tool" "$@"
