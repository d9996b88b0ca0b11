#!/usr/bin/env bash
# Makes sure Debian's nginx is present: the end-to-end tests serve out/ with the shipped
# deploy/generated/nginx.conf to prove the host configuration on a real server (e2e/nginx.spec.ts).
set -euo pipefail

# Its brotli static module too: the tests check that a client accepting brotli gets the .br file
# the build wrote (docs/product-rules.md#hosts).
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

NGINX="${NGINX_PATH:-}"
if [ -n "$NGINX" ] && [ -x "$NGINX" ]; then
  exit 0
fi
if { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; } && [ -f "$BROTLI_MODULE" ]; then
  exit 0
fi

echo "nginx or its brotli static module not found: installing Debian's nginx and libnginx-mod-http-brotli-static..."
if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: apt-get is not available. Install nginx yourself and set NGINX_PATH to its binary." >&2
  exit 1
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "error: installing nginx needs root (or sudo). Run: apt-get update && apt-get install -y nginx" >&2
    exit 1
  fi
fi
# --no-install-recommends: only the server binary and its modules; the tests start their own
# instance as the current user with a private prefix, so the system service is never used.
if ! { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-brotli-static >/dev/null; }; then
  echo "error: could not install nginx with apt-get. Install it yourself and set NGINX_PATH." >&2
  exit 1
fi
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "error: apt-get finished but nginx is still missing. Set NGINX_PATH to the nginx binary." >&2
  exit 1
fi
echo "nginx installed: $( (nginx -v || /usr/sbin/nginx -v) 2>&1)"
