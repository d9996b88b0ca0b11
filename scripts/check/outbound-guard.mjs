// @ts-check
// Preloaded (NODE_OPTIONS=--import) into every Node process of the test build (scripts/build/build-e2e.ts)
// and of every Playwright run (playwright.config.ts): a connection or name lookup for any host other
// than this machine is refused and written to the file named by OUTBOUND_GUARD_LOG, so the build and
// the run that `npm test` makes fail when any step of them (a framework's telemetry, a package
// phoning home) tries to reach another host (docs/product-rules.md#performance, "The build calls no
// one"). JavaScript with type checks, not TypeScript: Node 20 cannot preload TypeScript.
import { appendFileSync } from 'node:fs';
import dns from 'node:dns';
import net from 'node:net';

const log = process.env.OUTBOUND_GUARD_LOG;

/** localhost, 127.0.0.0/8, ::1 and the unspecified addresses (a server's own port). */
export function isThisMachine(/** @type {string} */ host) {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (net.isIPv4(bare)) return bare.startsWith('127.') || bare === '0.0.0.0';
  if (net.isIPv6(bare)) return bare === '::1' || bare === '::' || /^::ffff:127\./.test(bare);
  return false;
}

/** Records the attempt (process and what it asked for) and returns the error the caller gets. */
function refuse(/** @type {string} */ what) {
  const line = `${what} (pid ${process.pid}: ${process.argv.slice(1, 3).join(' ')})\n`;
  if (log) appendFileSync(log, line);
  const error = /** @type {NodeJS.ErrnoException} */ (new Error(`outbound-guard: refused ${what}: a build reaches no other host`));
  error.code = 'ECONNREFUSED';
  return error;
}

const lookup = dns.lookup;
/** @type {any} */ (dns).lookup = function guardedLookup(/** @type {string} */ hostname, /** @type {any[]} */ ...rest) {
  if (typeof hostname !== 'string' || isThisMachine(hostname)) return /** @type {Function} */ (lookup).call(dns, hostname, ...rest);
  const callback = rest.findLast((a) => typeof a === 'function');
  const error = refuse(`lookup ${hostname}`);
  process.nextTick(() => callback?.(error));
  return {};
};

const promisedLookup = dns.promises.lookup;
/** @type {any} */ (dns.promises).lookup = function guardedPromisedLookup(/** @type {string} */ hostname, /** @type {any} */ options) {
  if (typeof hostname !== 'string' || isThisMachine(hostname)) return /** @type {Function} */ (promisedLookup).call(dns.promises, hostname, options);
  return Promise.reject(refuse(`lookup ${hostname}`));
};

/** The host a Socket#connect call names, or undefined for a local (Unix) socket. */
function hostOf(/** @type {any[]} */ args) {
  const [first, second] = args;
  if (first !== null && typeof first === 'object') {
    const options = Array.isArray(first) ? first[0] : first;
    if (options?.path) return undefined; // a Unix socket, as net decides it (http sets path: null)
    return String(options?.host ?? 'localhost');
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first))) return typeof second === 'string' ? second : 'localhost';
  return undefined;
}

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = /** @type {any} */ (
  function guardedConnect(/** @type {any[]} */ ...args) {
    const host = hostOf(args);
    if (host === undefined || isThisMachine(host)) return /** @type {Function} */ (connect).apply(this, args);
    const error = refuse(`connect ${host}`);
    process.nextTick(() => this.destroy(error));
    return this;
  }
);
