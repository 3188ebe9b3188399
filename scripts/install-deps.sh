#!/usr/bin/env bash
# Installs what the renderer needs when it is missing: the C libraries it links (libpng,
# FreeType, HarfBuzz, through pkg-config) and the font files it draws with (Inter, Material
# Icons, DejaVu Sans). Uses apt on Debian/Ubuntu and brew on macOS; elsewhere it names exactly
# what is missing and stops. Quiet and quick when everything is already there.
set -euo pipefail

apt_packages=(pkg-config libpng-dev libfreetype-dev libharfbuzz-dev
  fonts-inter fonts-material-design-icons-iconfont fonts-dejavu-core fonts-droid-fallback
  fonts-symbola)
brew_packages=(pkg-config libpng freetype harfbuzz)
brew_casks=(font-inter font-material-icons font-dejavu)

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
for module in libpng freetype2 harfbuzz; do
  pkg-config --exists "$module" 2>/dev/null || missing+=("pkg-config:$module")
done
font_dirs=(/usr/share/fonts "$HOME/Library/Fonts" /Library/Fonts /opt/homebrew/share/fonts)
for font in Inter-Regular.otf InterDisplay-Regular.otf MaterialIcons-Regular.ttf DejaVuSans.ttf \
  DroidSansFallbackFull.ttf Symbola_hint.ttf; do
  found=no
  for dir in "${font_dirs[@]}"; do
    if [ -d "$dir" ] && [ -n "$(find "$dir" -name "$font" -print -quit 2>/dev/null)" ]; then
      found=yes
      break
    fi
  done
  [ "$found" = yes ] || missing+=("font:$font")
done

if ! command -v swift >/dev/null 2>&1; then
  echo "error: the Swift toolchain (6.0 or newer) is not on PATH; install it from swift.org." >&2
  exit 1
fi
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing dependencies: ${missing[*]}" >&2
if command -v apt-get >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${apt_packages[@]}" >/dev/null
elif command -v brew >/dev/null 2>&1; then
  brew install "${brew_packages[@]}"
  brew install --cask "${brew_casks[@]}"
else
  echo "error: missing ${missing[*]} and neither apt-get nor brew is available." >&2
  echo "Install the equivalents of: ${apt_packages[*]}" >&2
  exit 1
fi
