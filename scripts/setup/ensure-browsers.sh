#!/usr/bin/env bash
# Makes sure Debian's Firefox ESR and WebKitGTK (WebKitWebDriver, MiniBrowser) are present for
# `npm run test:browsers`, with Xvfb for WebKit's window (the registry offers no browser download here).
set -euo pipefail

FIREFOX="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
WEBKIT_DRIVER="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"
MINIBROWSER="${MINIBROWSER_PATH:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}"

missing=()
[ -x "$FIREFOX" ] || missing+=(firefox-esr)
{ [ -x "$WEBKIT_DRIVER" ] && [ -x "$MINIBROWSER" ]; } || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
command -v xauth >/dev/null 2>&1 || missing+=(xauth)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

echo "Installing Debian's ${missing[*]} for the Firefox and WebKit checks..."
if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: apt-get is not available. Install ${missing[*]} yourself (or set FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH)." >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "error: installing browsers needs root (or sudo). Run: apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
  fi
fi
if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null; }; then
  echo "error: could not install ${missing[*]} with apt-get. Install them yourself." >&2
  exit 1
fi
for binary in "$FIREFOX" "$WEBKIT_DRIVER" "$MINIBROWSER"; do
  if [ ! -x "$binary" ]; then
    echo "error: apt-get finished but $binary is still missing." >&2
    exit 1
  fi
done
echo "Installed: $("$FIREFOX" --version 2>/dev/null || echo "$FIREFOX"), WebKitWebDriver at $WEBKIT_DRIVER"
