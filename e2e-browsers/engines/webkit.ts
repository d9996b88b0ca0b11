import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { ports, type Site } from '../site';
import { recordedProblems, scriptFor, sleep, viewport, waitFor, type Visitor } from '../visitor';

const miniBrowser = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const webKitDriver = process.env.WEBKIT_DRIVER_PATH ?? 'WebKitWebDriver';

/** Starts a virtual X display on a free number (Xvfb picks it and writes it to fd 3). */
async function startDisplay(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    (xvfb.stdio[3] as Readable).on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(text.trim());
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped (${code}): install it with bash scripts/setup/ensure-browsers.sh`)));
    xvfb.once('error', reject);
  });
  return { display: `:${number}`, xvfb };
}

/**
 * Debian's WebKitGTK, the engine family of Safari: WebKitWebDriver driving MiniBrowser in a
 * virtual display (scripts/setup/ensure-browsers.sh installs all three). The driver has no log
 * access, so pages come from the probing server, which records their problems in the page.
 */
export async function launchWebKit(site: Site): Promise<Visitor> {
  const { display, xvfb } = await startDisplay();
  const driverProcess = spawn(webKitDriver, [`--port=${ports.webkitDriver}`], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' });
  const stopProcesses = () => {
    driverProcess.kill();
    xvfb.kill();
  };
  let driver: WebDriver;
  try {
    const driverUrl = `http://127.0.0.1:${ports.webkitDriver}`;
    const up = await waitFor(async () => (await fetch(`${driverUrl}/status`).catch(() => null))?.ok ?? false, 10_000, 100);
    if (!up) throw new Error(`WebKitWebDriver did not answer on ${driverUrl}`);
    driver = await new Builder()
      .usingServer(driverUrl)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] } })
      .build();
    await driver.manage().setTimeouts({ script: 20_000, pageLoad: 30_000 });
    await driver.manage().window().setRect({ x: 0, y: 0, ...viewport });
  } catch (error) {
    stopProcesses();
    throw error;
  }
  // The window's outer size includes MiniBrowser's toolbar: grow it until the page gets the viewport.
  const inner = await driver.executeScript<{ width: number; height: number }>('return { width: innerWidth, height: innerHeight }');
  await driver.manage().window().setRect({ width: viewport.width * 2 - inner.width, height: viewport.height * 2 - inner.height });

  const run: Visitor['run'] = async (fn, ...args) => {
    const outcome = await driver.executeAsyncScript<{ value?: unknown; error?: string }>(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => ${scriptFor(fn as never, args)}).then((value) => done({ value }), (e) => done({ error: String((e && e.stack) || e) }));`,
    );
    if (outcome.error) throw new Error(`in the page: ${outcome.error}`);
    return outcome.value as never;
  };
  return {
    engine: 'WebKitGTK',
    async open(path) {
      await driver.get(`${site.probedOrigin}${path}`);
    },
    async url() {
      return (await driver.getCurrentUrl()).replace(site.probedOrigin, site.origin);
    },
    run,
    async click(selector) {
      const element = await driver.findElement(By.css(selector));
      // WebKitWebDriver does not scroll an element that sits just below the fold into view.
      await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
      await element.click();
    },
    async type(selector, text) {
      await driver.findElement(By.css(selector)).sendKeys(text);
    },
    async press(key) {
      await driver.actions().sendKeys(Key[key.toUpperCase() as 'ESCAPE']).perform();
    },
    // The driver has no preload scripts: the probing server puts the refusal in each page's <head>.
    refuseStorage: async (refused) => site.refuseStorage(refused),
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    problems: () => run(recordedProblems),
    async close() {
      await driver.quit().catch(() => {});
      stopProcesses();
      await sleep(100);
    },
  };
}
