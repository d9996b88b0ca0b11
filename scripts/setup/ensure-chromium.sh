#!/usr/bin/env bash
# Makes sure Debian's Chromium and its headless shell are present for Playwright (the registry
# offers no browser download here). The end-to-end tests run in the headless shell, the benchmarks
# and Lighthouse in the browser (scripts/setup/chromium.ts holds the same default paths).
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
SHELL_BINARY="${CHROMIUM_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM" ] && [ -x "$SHELL_BINARY" ]; then
  exit 0
fi

echo "Chromium not found at $CHROMIUM or $SHELL_BINARY: installing Debian's chromium, chromium-headless-shell and fonts-liberation..."
if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: apt-get is not available. Install Chromium and its headless shell yourself and set CHROMIUM_PATH and CHROMIUM_SHELL_PATH to their binaries." >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "error: installing Chromium needs root (or sudo). Run: apt-get update && apt-get install -y chromium chromium-headless-shell fonts-liberation" >&2
    exit 1
  fi
fi
if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-liberation >/dev/null; }; then
  echo "error: could not install Chromium with apt-get. Install them yourself and set CHROMIUM_PATH and CHROMIUM_SHELL_PATH." >&2
  exit 1
fi
if [ ! -x "$CHROMIUM" ] || [ ! -x "$SHELL_BINARY" ]; then
  echo "error: apt-get finished but $CHROMIUM or $SHELL_BINARY is still missing. Set CHROMIUM_PATH and CHROMIUM_SHELL_PATH to the binaries." >&2
  exit 1
fi
echo "Chromium installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
