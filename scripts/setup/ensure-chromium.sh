#!/usr/bin/env bash
# Makes sure Debian's Chromium is present for Playwright (the registry offers no browser download here).
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

echo "Chromium not found at $CHROMIUM: installing Debian's chromium and fonts-liberation..."
if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: apt-get is not available. Install Chromium yourself and set CHROMIUM_PATH to its binary." >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "error: installing Chromium needs root (or sudo). Run: apt-get update && apt-get install -y chromium fonts-liberation" >&2
    exit 1
  fi
fi
if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null; }; then
  echo "error: could not install Chromium with apt-get. Install it yourself and set CHROMIUM_PATH." >&2
  exit 1
fi
if [ ! -x "$CHROMIUM" ]; then
  echo "error: apt-get finished but $CHROMIUM is still missing. Set CHROMIUM_PATH to the Chromium binary." >&2
  exit 1
fi
echo "Chromium installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
