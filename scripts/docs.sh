#!/usr/bin/env bash
# `make docs`: the DocC site of the block (ModelComposer, SPTheme) and of the snapshot API
# (ComposerRender, GoldenSnapshots, ComposerGoldens, ComposerSnapshotTesting), into
# .build/docs/site/ for static hosting. Steps: the debug build's symbol graphs (SwiftPM's own
# `dump-symbol-graph`; no plugin), with the SwiftUI view's graphs from
# Documentation/DocC/SymbolGraphs/ (made against the iOS SDK by scripts/view-symbols.py, and
# checked against the sources here when that SDK is staged), the states drawn by the release
# tool (`gallery`), the catalogs of Documentation/DocC/ filled in by scripts/docs.py, one
# `docc convert` a module, then `docc merge` into one site. Needs `docc` beside `swift` (the
# toolchain has it) and python3.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/docs
modules=(ModelComposer SPTheme ComposerRender GoldenSnapshots ComposerGoldens ComposerSnapshotTesting)
docc=$(command -v docc || echo "$(dirname "$(readlink -f "$(command -v swift)")")/docc")
if [ ! -x "$docc" ]; then
  echo "error: docc is not on PATH nor beside swift; it comes with the Swift toolchain." >&2
  exit 1
fi
command -v python3 >/dev/null 2>&1 || scripts/apt-install.sh python3

rm -rf "$out/graphs" "$out/archives" "$out/site"
mkdir -p "$out/graphs" "$out/archives"
swift build
# SwiftPM also asks for the graphs of its synthesized test-runner modules, which exist only once
# `swift build --build-tests` has run; it then exits 1 with "Couldn't load module" for them
# alone. Any other failure stops here.
if ! swift package dump-symbol-graph --minimum-access-level public >"$out/dump.log" 2>&1; then
  if grep -i 'error' "$out/dump.log" | grep -qv "Couldn't load module 'ModelComposerPackage"; then
    cat "$out/dump.log" >&2
    exit 1
  fi
fi
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
# The view's graphs are committed; when the iOS SDK is staged here, refuse stale ones.
status=0
python3 scripts/view-symbols.py --linux-graphs "$graphs" --check || status=$?
if [ "$status" -eq 3 ]; then
  echo "error: Documentation/DocC/SymbolGraphs/ no longer matches Sources/; regenerate it with" >&2
  echo "  scripts/view-symbols.py --linux-graphs $graphs --write" >&2
  exit 1
elif [ "$status" -ne 0 ] && [ "$status" -ne 2 ]; then
  exit "$status"
fi

tool="$(swift build -c release --show-bin-path)/render-composer"
"$tool" gallery -o "$out/gallery" 2>/dev/null
python3 scripts/docs.py --gallery "$out/gallery" --tool "$tool" --out "$out/catalogs"

shopt -s nullglob
archives=()
for module in "${modules[@]}"; do
  # The module's graph and those of its extensions to other modules (Module@Other).
  mkdir -p "$out/graphs/$module"
  # For the block's modules, also the SwiftUI half made against the iOS SDK (Module.ios and
  # Module@SwiftUI).
  cp "$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json \
    Documentation/DocC/SymbolGraphs/"$module"[.@]*.symbols.json "$out/graphs/$module/"
  "$docc" convert "$out/catalogs/$module.docc" --additional-symbol-graph-dir "$out/graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "modelcomposer.$module" \
    --transform-for-static-hosting --output-path "$out/archives/$module.doccarchive"
  archives+=("$out/archives/$module.doccarchive")
done
"$docc" merge "${archives[@]}" --output-path "$out/site" \
  --synthesized-landing-page-name ModelComposer
# DocC asks for a theme; without one the browser logs a missing file.
echo '{}' > "$out/site/theme-settings.json"
echo "$out/site: open it through a web server, e.g."
echo "  python3 -m http.server -d $out/site 8000   # http://localhost:8000/documentation/modelcomposer/"
