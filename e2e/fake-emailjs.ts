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
 * Run: node --import tsx e2e/fake-emailjs.ts   (listens where e2e/fake-emailjs.env.json's origin points; one
 * process, so stopping it stops the server)
 */
import http from 'node:http';
import env from './fake-emailjs.env.json';

const { hostname: host, port } = new URL(env.NEXT_PUBLIC_EMAILJS_ORIGIN);

const answers = {
  ok: [200, 'OK'],
  400: [400, 'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates'],
  429: [429, 'Too Many Requests'],
  500: [500, 'Internal Server Error'],
} satisfies Record<string, [number, string]>;
type Mode = keyof typeof answers | 'drop';
const modes = new Set<string>([...Object.keys(answers), 'drop']);

/** How the requests whose payload holds `match` are answered. */
interface Rule {
  match: string;
  mode: Mode;
  delayMs: number;
  hold: boolean;
}

/** A request the site sent, as the tests read it back from /__requests. */
interface RecordedRequest {
  seq: number;
  at: string;
  path: string;
  contentType: string;
  origin: string;
  raw: string;
  fields?: [string, string][];
  form?: Record<string, string>;
  json?: unknown;
  parseError?: string;
}

let rules: Rule[] = [];
/** Held requests by marker: each entry lets one waiting answer go. */
let held = new Map<string, (() => void)[]>();
let requests: RecordedRequest[] = [];

const cors = {
  // Chrome silently resends a request once when a reused keep-alive connection drops; fresh
  // connections keep a "drop" to exactly one request, as a double-click test must count them.
  Connection: 'close',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

function reply(res: http.ServerResponse, status: number, body: unknown, type = 'text/plain; charset=utf-8'): void {
  res.writeHead(status, { ...cors, 'Content-Type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The text fields of a multipart/form-data body, in order (EmailJS forms carry no files). */
function parseMultipart(body: Buffer, contentType: string): [string, string][] {
  const found = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!found) throw new Error('multipart body without a boundary');
  const delimiter = `--${found[1] ?? found[2]}`;
  const fields: [string, string][] = [];
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

function parseEmailRequest(path: string, contentType: string, raw: Buffer): Pick<RecordedRequest, 'fields' | 'form' | 'json'> {
  if (path.endsWith('/send-form')) {
    const fields = parseMultipart(raw, contentType);
    return { fields, form: Object.fromEntries(fields) };
  }
  return { json: JSON.parse(raw.toString('utf8')) as unknown };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function handleEmail(req: http.IncomingMessage, res: http.ServerResponse, path: string): Promise<void> {
  const raw = await readBody(req);
  const text = raw.toString('utf8');
  const record: RecordedRequest = {
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
  if (rule?.hold) await new Promise<void>((release) => held.set(rule.match, [...(held.get(rule.match) ?? []), release]));
  if (rule?.delayMs) await sleep(rule.delayMs);
  if (rule?.mode === 'drop') {
    req.socket.destroy();
    return;
  }
  if (record.parseError) return reply(res, 400, record.parseError);
  const [status, body] = answers[rule?.mode ?? 'ok'];
  reply(res, status, body);
}

/** A control request's JSON body, as the tests send it. */
const readControl = async (req: http.IncomingMessage) => JSON.parse((await readBody(req)).toString('utf8') || '{}') as Record<string, unknown>;
const isMode = (mode: unknown): mode is Mode => typeof mode === 'string' && modes.has(mode);

async function handleRule(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const { match, mode, delayMs = 0, hold = false } = await readControl(req);
  if (typeof match !== 'string' || !match || !isMode(mode)) {
    return reply(res, 400, `expected {match, mode: ${[...modes].join('|')}}`);
  }
  rules.push({ match, mode, delayMs: Number(delayMs) || 0, hold: Boolean(hold) });
  reply(res, 204, '');
}

async function handleRelease(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const { match } = await readControl(req);
  // A marker nothing waits for releases nothing.
  const key = String(match);
  const waiting = held.get(key) ?? [];
  held.delete(key);
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

server.listen(Number(port), host, () => console.log(`fake EmailJS listening on http://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
