import type { StorageProvider } from '@emailjs/browser';
import type { Locale } from './i18n/locales';

// The SDK loads when a visitor first sends, not with every page (it is on every page's footer form).
const importSdk = () => import('@emailjs/browser');

function localStorageReadable(): boolean {
  try {
    void window.localStorage;
    return true;
  } catch {
    return false;
  }
}

/**
 * @emailjs/browser 4.4.1 reads `localStorage` as its module runs (for a default storage provider),
 * and where the browser refuses site data that read throws, so the module would never load and no
 * form could send (docs/product-rules.md#forms). There, `localStorage` reads as absent while the
 * module runs, which the library allows for; init then gets the site's own provider.
 */
async function loadSdk() {
  if (localStorageReadable()) return importSdk();
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => undefined });
  try {
    return await importSdk();
  } finally {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else Reflect.deleteProperty(window, 'localStorage');
  }
}

/** The one module that talks to EmailJS (docs/product-rules.md#forms): components call these functions only. */

export type FormKind = 'contact' | 'enquiry' | 'about';

/** Why a send failed, as the visitor is told it (FormStatus words each one). */
export type FailureCause = 'network' | 'rate-limited' | 'blocked' | 'rejected' | 'not-configured' | 'failed';

export type SendOutcome =
  | { ok: true }
  /** waitMs: when the rate limit held the send back, how long until the form may send again. */
  | { ok: false; cause: FailureCause; status: number; text: string; waitMs?: number };

/** docs/product-rules.md#payloads: the footer form's fields, sent as multipart form data. */
export interface ContactParams {
  email_from: string;
  message_from: string;
}

/** docs/product-rules.md#payloads: the enquiry page's template parameters, exactly these six. */
export interface EnquiryParams {
  name: string;
  number: string;
  email: string;
  websiteurl: string;
  companyname: string;
  /** The ticked interest labels, in content order, joined with ", ". */
  interests: string;
}

/** The About page "Get in touch" form's template parameters. */
export interface AboutParams {
  name: string;
  email: string;
  phone: string;
  position: string;
  subject: string;
}

/**
 * docs/product-rules.md#payloads: every message also says which edition it was sent from (en, hi
 * or mr), so the studio can answer in the visitor's language; the template may show it.
 */
export interface EditionParam {
  page_language: Locale;
}

const defaultOrigin = 'https://api.emailjs.com';

/** One send per form per 10 s from a browser: enough for a person, a brake for a script. */
const throttleMs = 10_000;

interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templates: Record<FormKind, string>;
  origin: string;
}

// Literal process.env reads: Next inlines NEXT_PUBLIC_* only when written out in full.
export function readConfig(): EmailJsConfig {
  return {
    publicKey: (process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY ?? '').trim(),
    serviceId: (process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID ?? '').trim(),
    templates: {
      contact: (process.env.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID ?? '').trim(),
      enquiry: (process.env.NEXT_PUBLIC_EMAILJS_ENQUIRY_TEMPLATE_ID ?? '').trim(),
      about: (process.env.NEXT_PUBLIC_EMAILJS_ABOUT_TEMPLATE_ID ?? '').trim(),
    },
    origin: ((process.env.NEXT_PUBLIC_EMAILJS_ORIGIN ?? '').trim() || defaultOrigin).replace(/\/+$/, ''),
  };
}

/**
 * blockHeadless is on in production builds, except against a loopback API origin: that is
 * only ever the test suite's fake EmailJS server, driven by a browser that sets navigator.webdriver.
 */
export function shouldBlockHeadless(origin: string, nodeEnv = process.env.NODE_ENV): boolean {
  if (nodeEnv !== 'production') return false;
  let host = '';
  try {
    host = new URL(origin).hostname;
  } catch {
    return true;
  }
  return !(host === 'localhost' || host === '[::1]' || /^127\./.test(host));
}

/** The stamps where the browser refuses storage: the rate limit still holds for the page's life. */
const stampsInMemory = new Map<string, string>();

/** The limitRate timestamps live in localStorage; a storage error must never stop a send. */
const localStorageProvider: StorageProvider = {
  get: async (key) => {
    try {
      return window.localStorage.getItem(key) ?? stampsInMemory.get(key) ?? null;
    } catch {
      return stampsInMemory.get(key) ?? null;
    }
  },
  set: async (key, value) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Private mode, a full quota or site data blocked: sending matters more than storing the stamp.
      stampsInMemory.set(key, value);
    }
  },
  remove: async (key) => {
    stampsInMemory.delete(key);
    try {
      window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

/**
 * How long (ms) until the rate limit lets a form send again, from the stamp of its last send:
 * what @emailjs/browser 4.4.1 computes before it refuses (docs/product-rules.md#outbox).
 */
export function rateLimitWait(stamp: string | null | undefined, now: number): number {
  const last = Number(stamp || 0);
  return Number.isFinite(last) ? Math.max(0, throttleMs - (now - last)) : 0;
}

const throttleKey = (form: FormKind) => `ekchhat-emailjs-${form}`;

let initialised = false;

async function ensureInit(config: EmailJsConfig) {
  const sdk = await loadSdk();
  if (initialised) return sdk;
  // Only init sets the API origin, and limitRate is silently off without an explicit storageProvider.
  sdk.init(
    {
      publicKey: config.publicKey,
      blockHeadless: shouldBlockHeadless(config.origin),
      storageProvider: localStorageProvider,
    },
    config.origin,
  );
  initialised = true;
  return sdk;
}

/** Maps every rejection shape of @emailjs/browser 4.4.1 to a cause, with a status and text for the log. */
export function describeFailure(reason: unknown): Exclude<SendOutcome, { ok: true }> {
  // fetch rejects with a plain TypeError when the network or CORS fails: there is no status.
  if (reason instanceof TypeError) return { ok: false, cause: 'network', status: 0, text: reason.message };
  // EmailJSResponseStatus, matched by shape so the SDK need not load to read a failure.
  if (isStatusLike(reason)) {
    const { status, text } = reason;
    // Any other 4xx is a request the service will refuse again: no retry is promised (docs/product-rules.md#failure-wording).
    const cause: FailureCause =
      status === 0
        ? 'network'
        : status === 429
          ? 'rate-limited'
          : status === 403 || status === 451
            ? 'blocked'
            : status >= 400 && status < 500
              ? 'rejected'
              : 'failed';
    return { ok: false, cause, status, text: String(text) };
  }
  // Argument checks throw plain strings; missing keys or ids mean the site was built without them.
  if (typeof reason === 'string') {
    const cause = /public key|service ID|template ID/i.test(reason) ? 'not-configured' : 'failed';
    return { ok: false, cause, status: 0, text: reason };
  }
  const text = reason instanceof Error ? reason.message : String(reason);
  return { ok: false, cause: 'failed', status: 0, text };
}

function isStatusLike(value: unknown): value is { status: number; text: unknown } {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
}

type Sdk = Awaited<ReturnType<typeof loadSdk>>;

async function deliver(
  form: FormKind,
  call: (sdk: Sdk, serviceId: string, templateId: string) => Promise<unknown>,
): Promise<SendOutcome> {
  const config = readConfig();
  const templateId = config.templates[form];
  if (!config.publicKey || !config.serviceId || !templateId) {
    return report({ ok: false, cause: 'not-configured', status: 0, text: `EmailJS is not configured for the ${form} form` });
  }
  let sdk: Sdk;
  try {
    sdk = await ensureInit(config);
  } catch (reason) {
    // The library loads with the first send: offline, its script cannot arrive either, and a
    // later try loads it again (docs/product-rules.md#failure-wording: no network).
    const text = reason instanceof Error ? reason.message : String(reason);
    return report({ ok: false, cause: 'network', status: 0, text: `EmailJS library did not load: ${text}` });
  }
  try {
    await call(sdk, config.serviceId, templateId);
    return { ok: true };
  } catch (reason) {
    const failure = describeFailure(reason);
    // The SDK stamps the throttle before it sends; a send that never arrived must not block the retry.
    if (failure.cause !== 'rate-limited') await localStorageProvider.remove(throttleKey(form));
    else failure.waitMs = rateLimitWait(await localStorageProvider.get(throttleKey(form)), Date.now());
    return report(failure);
  }
}

function report(failure: Exclude<SendOutcome, { ok: true }>): SendOutcome {
  console.error(`EmailJS send failed: ${failure.status} ${failure.text}`);
  return failure;
}

const limitRate = (form: FormKind) => ({ limitRate: { id: throttleKey(form), throttle: throttleMs } });

/** A form element, outside the page, holding `fields` as the footer form holds them: its data is the same. */
function formHolding(fields: ContactParams & EditionParam): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(fields)) {
    // A textarea keeps line breaks, as the footer's message field does.
    const field = form.appendChild(document.createElement('textarea'));
    field.name = name;
    field.value = value;
  }
  return form;
}

/**
 * Footer "Connect Us" (docs/product-rules.md#payloads): a multipart post of the form's own fields
 * (its two and page_language, a hidden one), or of the same fields rebuilt from stored values when
 * the outbox sends them.
 */
export const sendContact = (source: HTMLFormElement | (ContactParams & EditionParam)): Promise<SendOutcome> =>
  deliver('contact', (sdk, serviceId, templateId) => {
    const form = source instanceof HTMLFormElement ? source : formHolding(source);
    return sdk.sendForm(serviceId, templateId, form, limitRate('contact'));
  });

/** Enquiry page (docs/product-rules.md#payloads): a JSON post of exactly the six enquiry fields and page_language. */
export const sendEnquiry = (params: EnquiryParams & EditionParam): Promise<SendOutcome> =>
  deliver('enquiry', (sdk, serviceId, templateId) => sdk.send(serviceId, templateId, { ...params }, limitRate('enquiry')));

/** About page "Get in touch" (docs/product-rules.md#payloads): a JSON post of its five fields and page_language, with its own template. */
export const sendAboutMessage = (params: AboutParams & EditionParam): Promise<SendOutcome> =>
  deliver('about', (sdk, serviceId, templateId) => sdk.send(serviceId, templateId, { ...params }, limitRate('about')));
