#!/usr/bin/env bash
# `make docs`: the DocC site of ModelComposer, SPTheme and ComposerSnapshotTesting, into
# .build/docs/site/ for static hosting. Steps: the debug build's symbol graphs (SwiftPM's own
# `dump-symbol-graph`; no plugin), the states drawn by the release tool (`gallery`), the
# catalogs of Documentation/DocC/ filled in by scripts/docs.py, one `docc convert` a module,
# then `docc merge` into one site. Needs `docc` beside `swift` (the toolchain has it) and
# python3.
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/docs
modules=(ModelComposer SPTheme ComposerSnapshotTesting)
docc=$(command -v docc || echo "$(dirname "$(readlink -f "$(command -v swift)")")/docc")
if [ ! -x "$docc" ]; then
  echo "error: docc is not on PATH nor beside swift; it comes with the Swift toolchain." >&2
  exit 1
fi
command -v python3 >/dev/null 2>&1 || scripts/apt-install.sh python3

rm -rf "$out/graphs" "$out/archives" "$out/site"
mkdir -p "$out/graphs" "$out/archives"
swift build
swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"

tool="$(swift build -c release --show-bin-path)/render-composer"
"$tool" gallery -o "$out/gallery" 2>/dev/null
python3 scripts/docs.py --gallery "$out/gallery" --tool "$tool" --out "$out/catalogs"

shopt -s nullglob
archives=()
for module in "${modules[@]}"; do
  # The module's graph and those of its extensions to other modules (Module@Other).
  mkdir -p "$out/graphs/$module"
  cp "$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json "$out/graphs/$module/"
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
