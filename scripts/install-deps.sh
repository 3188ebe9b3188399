#!/usr/bin/env bash
# Installs what the build and the renderer need when it is missing: make, the C libraries it
# links (libpng, libdeflate, xxHash, FreeType, HarfBuzz, ICU, through pkg-config) and the font files
# it draws with (Inter, Material Icons, DejaVu Sans, Droid Sans Fallback, Symbola, Noto Color
# Emoji). Uses apt on Debian/Ubuntu and brew on macOS, then checks again and names exactly what
# is still missing. Quiet and quick when everything is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

apt_packages=(make pkg-config libpng-dev libdeflate-dev libxxhash-dev libfreetype-dev
  libharfbuzz-dev libicu-dev fonts-inter fonts-material-design-icons-iconfont fonts-dejavu-core
  fonts-droid-fallback fonts-symbola fonts-noto-color-emoji)
brew_packages=(pkg-config libpng libdeflate xxhash freetype harfbuzz icu4c)
brew_casks=(font-inter font-material-icons font-dejavu)

# The renderer searches COMPOSER_FONT_DIR (folders separated by `:`) instead of the system's
# font folders when it is set, so the check does too.
if [ -n "${COMPOSER_FONT_DIR:-}" ]; then
  IFS=: read -r -a font_dirs <<< "$COMPOSER_FONT_DIR"
else
  font_dirs=(/usr/share/fonts "$HOME/Library/Fonts" /Library/Fonts /opt/homebrew/share/fonts)
fi

missing=()
find_missing() {
  missing=()
  command -v make >/dev/null 2>&1 || missing+=(make)
  command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
  for module in libpng libdeflate libxxhash freetype2 harfbuzz icu-uc icu-i18n; do
    pkg-config --exists "$module" 2>/dev/null || missing+=("pkg-config:$module")
  done
  local font dir found
  for font in Inter-Regular.otf InterDisplay-Regular.otf MaterialIcons-Regular.ttf \
    DejaVuSans.ttf DroidSansFallbackFull.ttf Symbola_hint.ttf NotoColorEmoji.ttf; do
    found=no
    for dir in "${font_dirs[@]}"; do
      if [ -d "$dir" ] && [ -n "$(find "$dir" -name "$font" -print -quit 2>/dev/null)" ]; then
        found=yes
        break
      fi
    done
    [ "$found" = yes ] || missing+=("font:$font")
  done
}

if ! command -v swift >/dev/null 2>&1; then
  echo "error: the Swift toolchain (6.2 or newer) is not on PATH; install it from swift.org." >&2
  exit 1
fi
find_missing
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing dependencies: ${missing[*]}" >&2
if command -v apt-get >/dev/null 2>&1; then
  scripts/apt-install.sh "${apt_packages[@]}"
elif command -v brew >/dev/null 2>&1; then
  brew install "${brew_packages[@]}"
  brew install --cask "${brew_casks[@]}"
else
  echo "error: missing ${missing[*]} and neither apt-get nor brew is available." >&2
  echo "Install the equivalents of: ${apt_packages[*]}" >&2
  exit 1
fi

# Homebrew has no cask for every fallback font, and macOS's make comes with Xcode's command-line
# tools, so check again rather than trust the installers.
find_missing
if [ ${#missing[@]} -gt 0 ]; then
  echo "error: still missing after installing: ${missing[*]}" >&2
  if [[ " ${missing[*]}" == *" font:"* ]]; then
    if [ -n "${COMPOSER_FONT_DIR:-}" ]; then
      echo "COMPOSER_FONT_DIR is set, so only its folders are searched for fonts." >&2
    else
      echo "Fonts can come from any folder: set COMPOSER_FONT_DIR to the folders holding" >&2
      echo "them, separated by ':'." >&2
    fi
  fi
  echo "Debian's packages for everything needed: ${apt_packages[*]}" >&2
  exit 1
fi
