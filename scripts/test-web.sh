#!/usr/bin/env bash
# `make test-web`: the browser tests of Tests/Web/ over a freshly built gallery, the report of a
# check made to fail, and the documentation site (`make docs` builds it first). Installs
# Debian's chromium and python3-websocket when missing, as the other targets install what they
# need. Ends with the tests' "N passed, N failed"; exit 1 on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."

python=/usr/bin/python3
packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
[ -x "$python" ] || packages+=(python3)
"$python" -c 'import websocket' 2>/dev/null || packages+=(python3-websocket)
if [ ${#packages[@]} -gt 0 ]; then
  echo "Installing for the browser tests: ${packages[*]}" >&2
  scripts/apt-install.sh "${packages[@]}"
fi

tool="$(swift build -c release --show-bin-path)/render-composer"
out=.build/test-web
rm -rf "$out"
mkdir -p "$out"
"$tool" gallery -o "$out/gallery" 2>/dev/null

# A failing check: a copy of the goldens in which default.light.png shows another state (its
# usage line differs) and failed.dark.png is a picture of another height.
cp -R Snapshots "$out/snapshots"
"$tool" render usage-resets -o "$out/snapshots/default.light.png"
"$tool" render failed-and-low --color-scheme dark -o "$out/snapshots/failed.dark.png"
status=0
"$tool" check --snapshots "$out/snapshots" --only default --only failed --report "$out/report" \
  >"$out/check.txt" || status=$?
if [ "$status" -ne 1 ] || [ ! -f "$out/report/index.html" ]; then
  echo "error: the check of the changed goldens should fail with a report; it exited $status:" >&2
  cat "$out/check.txt" >&2
  exit 1
fi

exec "$python" Tests/Web/run.py --gallery "$out/gallery" --report "$out/report" \
  --pixel-failure default.light --size-failure failed.dark --docs .build/docs/site \
  --screenshots "$out/screenshots"
