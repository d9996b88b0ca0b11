import chromiumFlags from './chromium-flags.json';

/**
 * Debian's Chromium, as Playwright launches it: the headless shell for the end-to-end tests, the
 * full browser where text must be drawn as a visitor's browser draws it and for the benchmarks
 * (docs/testing.md#ports-and-environment-variables). ensure-chromium.sh installs both at these
 * default paths. Without the flags, headless Chromium here fails reaching Google's hosts, which
 * are closed to this machine.
 */
export const chromiumShell = {
  executablePath: process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  args: chromiumFlags,
};
export const chromiumBrowser = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
};
