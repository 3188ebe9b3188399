#!/usr/bin/env bash
# Installs Debian/Ubuntu packages with apt-get, non-interactively and through sudo unless run as
# root. The one place the scripts install packages from, so they all behave the same on a bare
# CI image (no sudo, root) and on a developer's machine.
# Usage: scripts/apt-install.sh package...
set -euo pipefail

if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: apt-get is not available; install the equivalents of: $*" >&2
  exit 1
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
