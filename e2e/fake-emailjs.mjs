/**
 * A stand-in for the EmailJS API on the loopback interface, for the end-to-end tests: the real
 * @emailjs/browser library in the built site talks to it through NEXT_PUBLIC_EMAILJS_ORIGIN.
 *
 * EmailJS endpoints (cross-origin from the served site, so CORS is answered):
 *   POST /api/v1.0/email/send        JSON {lib_version, user_id, service_id, template_id, template_params}
 *   POST /api/v1.0/email/send-form   multipart form data: the form's fields plus the same four
 *
 * Control endpoints for the tests (tests run in parallel, so every rule and query is keyed by a
 * marker string that one test alone puts in its payload):
 *   POST /__rules     {match, mode: 'ok'|'400'|'429'|'500'|'drop', delayMs?, hold?}
 *                     answer requests containing match; `hold` keeps them waiting for /__release
 *   POST /__release   {match}                                                  answer the held requests
 *   GET  /__requests?match=TEXT                                               recorded requests containing TEXT
 *   POST /__reset                                                             forget rules and requests
 *   GET  /__health
 *
 * Run: node e2e/fake-emailjs.mjs   (listens where e2e/fake-emailjs.env.json's origin points)
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';

const env = JSON.parse(readFileSync(new URL('./fake-emailjs.env.json', import.meta.url), 'utf8'));
const { hostname: host, port } = new URL(env.NEXT_PUBLIC_EMAILJS_ORIGIN);

const answers = {
  ok: [200, 'OK'],
  400: [400, 'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates'],
  429: [429, 'Too Many Requests'],
  500: [500, 'Internal Server Error'],
};
const modes = new Set([...Object.keys(answers), 'drop']);

/** @type {{match: string, mode: string, delayMs: number, hold: boolean}[]} */
let rules = [];
/** Held requests by marker: each entry lets one waiting answer go. */
let held = new Map();
/** @type {object[]} */
let requests = [];

const cors = {
  // Chrome silently resends a request once when a reused keep-alive connection drops; fresh
  // connections keep a "drop" to exactly one request, as a double-click test must count them.
  Connection: 'close',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

function reply(res, status, body, type = 'text/plain; charset=utf-8') {
  res.writeHead(status, { ...cors, 'Content-Type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The text fields of a multipart/form-data body, in order (EmailJS forms carry no files). */
function parseMultipart(body, contentType) {
  const found = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!found) throw new Error('multipart body without a boundary');
  const delimiter = `--${found[1] ?? found[2]}`;
  const fields = [];
  for (const part of body.toString('utf8').split(delimiter).slice(1)) {
    if (part.startsWith('--')) break; // the closing delimiter
    const chunk = part.replace(/^\r\n/, '').replace(/\r\n$/, '');
    const split = chunk.indexOf('\r\n\r\n');
    const headers = chunk.slice(0, split);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined) throw new Error('multipart part without a name');
    fields.push([decodeURIComponent(name), chunk.slice(split + 4)]);
  }
  return fields;
}

function parseEmailRequest(path, contentType, raw) {
  if (path.endsWith('/send-form')) {
    const fields = parseMultipart(raw, contentType);
    return { fields, form: Object.fromEntries(fields) };
  }
  return { json: JSON.parse(raw.toString('utf8')) };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function handleEmail(req, res, path) {
  const raw = await readBody(req);
  const text = raw.toString('utf8');
  const record = {
    seq: requests.length + 1,
    at: new Date().toISOString(),
    path,
    contentType: req.headers['content-type'] ?? '',
    origin: req.headers.origin ?? '',
    raw: text,
  };
  try {
    Object.assign(record, parseEmailRequest(path, record.contentType, raw));
  } catch (error) {
    record.parseError = String(error);
  }
  requests.push(record);

  // The newest rule whose marker is in the payload decides; anything else is a success.
  const rule = rules.findLast((r) => text.includes(r.match));
  if (rule?.hold) await new Promise((release) => held.set(rule.match, [...(held.get(rule.match) ?? []), release]));
  if (rule?.delayMs) await sleep(rule.delayMs);
  if (rule?.mode === 'drop') {
    req.socket.destroy();
    return;
  }
  if (record.parseError) return reply(res, 400, record.parseError);
  const [status, body] = answers[rule?.mode ?? 'ok'];
  reply(res, status, body);
}

async function handleRule(req, res) {
  const { match, mode, delayMs = 0, hold = false } = JSON.parse((await readBody(req)).toString('utf8') || '{}');
  if (typeof match !== 'string' || !match || !modes.has(String(mode))) {
    return reply(res, 400, `expected {match, mode: ${[...modes].join('|')}}`);
  }
  rules.push({ match, mode: String(mode), delayMs: Number(delayMs) || 0, hold: Boolean(hold) });
  reply(res, 204, '');
}

async function handleRelease(req, res) {
  const { match } = JSON.parse((await readBody(req)).toString('utf8') || '{}');
  const waiting = held.get(match) ?? [];
  held.delete(match);
  waiting.forEach((release) => release());
  reply(res, 200, { released: waiting.length }, 'application/json; charset=utf-8');
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}:${port}`);
  try {
    if (req.method === 'OPTIONS') return reply(res, 204, '');
    if (req.method === 'POST' && /^\/api\/v1\.0\/email\/send(-form)?$/.test(url.pathname)) {
      return await handleEmail(req, res, url.pathname);
    }
    if (req.method === 'POST' && url.pathname === '/__rules') return await handleRule(req, res);
    if (req.method === 'POST' && url.pathname === '/__release') return await handleRelease(req, res);
    if (req.method === 'GET' && url.pathname === '/__requests') {
      const match = url.searchParams.get('match') ?? '';
      return reply(res, 200, requests.filter((r) => r.raw.includes(match)), 'application/json; charset=utf-8');
    }
    if (req.method === 'POST' && url.pathname === '/__reset') {
      held.forEach((waiting) => waiting.forEach((release) => release()));
      rules = [];
      requests = [];
      held = new Map();
      return reply(res, 204, '');
    }
    if (req.method === 'GET' && url.pathname === '/__health') return reply(res, 200, 'ok');
    reply(res, 404, 'Not Found');
  } catch (error) {
    reply(res, 500, String(error));
  }
});

server.listen(port, host, () => console.log(`fake EmailJS listening on http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
