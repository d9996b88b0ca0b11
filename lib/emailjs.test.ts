import { EmailJSResponseStatus, init, send, sendForm } from '@emailjs/browser';

jest.mock('@emailjs/browser', () => ({
  ...jest.requireActual('@emailjs/browser'),
  init: jest.fn(),
  send: jest.fn(),
  sendForm: jest.fn(),
}));

const env = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service',
  NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'contact-template',
  NEXT_PUBLIC_EMAILJS_ENQUIRY_TEMPLATE_ID: 'enquiry-template',
  NEXT_PUBLIC_EMAILJS_ABOUT_TEMPLATE_ID: 'about-template',
  NEXT_PUBLIC_EMAILJS_ORIGIN: 'https://mail.example.test/',
};

const enquiry = {
  name: 'Asha',
  number: '9876543210',
  email: 'asha@example.com',
  websiteurl: '',
  companyname: 'Asha Foods',
  interests: 'Web Development, Digital Marketing',
  page_language: 'en' as const,
};

type Module = typeof import('./emailjs');
const load = (): Module => {
  let mod!: Module;
  jest.isolateModules(() => {
    mod = jest.requireActual('./emailjs');
  });
  return mod;
};

let errors: jest.SpyInstance;
beforeEach(() => {
  jest.clearAllMocks();
  Object.assign(process.env, env);
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const name of Object.keys(env)) delete process.env[name];
  errors.mockRestore();
});

describe('describeFailure', () => {
  const { describeFailure } = load();

  it('reads a TypeError from fetch as no network', () => {
    expect(describeFailure(new TypeError('Failed to fetch'))).toMatchObject({ cause: 'network', status: 0, text: 'Failed to fetch' });
  });

  it.each([
    [0, 'Network Error', 'network'],
    [403, 'Forbidden', 'blocked'],
    [429, 'Too Many Requests', 'rate-limited'],
    [451, 'Unavailable For Headless Browser', 'blocked'],
    [500, 'Internal Server Error', 'failed'],
    [400, 'The service ID is invalid', 'rejected'],
    [404, 'Account not found', 'rejected'],
    [413, 'Payload Too Large', 'rejected'],
    [502, 'Bad Gateway', 'failed'],
  ])('reads status %i as %s → %s', (status, text, cause) => {
    expect(describeFailure(new EmailJSResponseStatus(status, text))).toEqual({ ok: false, cause, status, text });
  });

  it('reads the SDK’s string rejection about a missing key as not configured', () => {
    const reason = 'The public key is required. Visit https://dashboard.emailjs.com/admin/account';
    expect(describeFailure(reason)).toMatchObject({ cause: 'not-configured', text: reason });
  });

  it('reads any other string rejection as a plain failure', () => {
    expect(describeFailure('The template params have to be the object.')).toMatchObject({ cause: 'failed' });
  });

  it('reads anything else as a plain failure', () => {
    expect(describeFailure(new Error('boom'))).toMatchObject({ cause: 'failed', text: 'boom' });
    expect(describeFailure(undefined)).toMatchObject({ cause: 'failed' });
  });
});

describe('sending', () => {
  it('initialises once with the configured origin and an explicit storage provider', async () => {
    const { sendEnquiry } = load();
    jest.mocked(send).mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    await sendEnquiry(enquiry);
    await sendEnquiry(enquiry);
    expect(init).toHaveBeenCalledTimes(1);
    const [options, origin] = jest.mocked(init).mock.calls[0]!;
    expect(origin).toBe('https://mail.example.test');
    expect(options).toMatchObject({ publicKey: 'public-key', blockHeadless: false });
    expect((options as { storageProvider?: unknown }).storageProvider).toEqual(
      expect.objectContaining({ get: expect.any(Function), set: expect.any(Function), remove: expect.any(Function) }),
    );
  });

  it('sends the enquiry as exactly its six template parameters, rate-limited per form', async () => {
    const { sendEnquiry } = load();
    jest.mocked(send).mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    await expect(sendEnquiry(enquiry)).resolves.toEqual({ ok: true });
    expect(send).toHaveBeenCalledWith('service', 'enquiry-template', enquiry, {
      limitRate: { id: 'ekchhat-emailjs-enquiry', throttle: 10_000 },
    });
  });

  it('sends the footer form element with sendForm and its own template', async () => {
    const { sendContact } = load();
    jest.mocked(sendForm).mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    const form = document.createElement('form');
    await sendContact(form);
    expect(sendForm).toHaveBeenCalledWith('service', 'contact-template', form, expect.anything());
  });

  it('sends the About form with its own template', async () => {
    const { sendAboutMessage } = load();
    jest.mocked(send).mockResolvedValue(new EmailJSResponseStatus(200, 'OK'));
    const params = { name: 'Ravi', email: 'ravi@firm.example', phone: '', position: 'CTO', subject: 'Hello', page_language: 'hi' as const };
    await sendAboutMessage(params);
    expect(send).toHaveBeenCalledWith('service', 'about-template', params, expect.anything());
  });

  it('says "not configured" and calls nothing when a key is missing', async () => {
    delete process.env.NEXT_PUBLIC_EMAILJS_ENQUIRY_TEMPLATE_ID;
    const { sendEnquiry } = load();
    await expect(sendEnquiry(enquiry)).resolves.toMatchObject({ ok: false, cause: 'not-configured' });
    expect(send).not.toHaveBeenCalled();
    expect(init).not.toHaveBeenCalled();
  });

  it.each([
    [new TypeError('Failed to fetch'), 'network', 0],
    [new EmailJSResponseStatus(429, 'Too Many Requests'), 'rate-limited', 429],
    [new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'), 'blocked', 451],
    [new EmailJSResponseStatus(500, 'Internal Server Error'), 'failed', 500],
  ])('turns a rejection into a cause and logs status and text (%#)', async (reason, cause, status) => {
    const { sendEnquiry } = load();
    jest.mocked(send).mockRejectedValue(reason);
    await expect(sendEnquiry(enquiry)).resolves.toMatchObject({ ok: false, cause, status });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(String(status)));
  });
});

describe('rateLimitWait', () => {
  const { rateLimitWait } = load();
  const now = 1_700_000_000_000;

  it('is what is left of the ten seconds since the form last sent', () => {
    expect(rateLimitWait(String(now - 3_500), now)).toBe(6_500);
    expect(rateLimitWait(String(now), now)).toBe(10_000);
  });

  it('is nothing once ten seconds have passed, or when nothing was sent', () => {
    expect(rateLimitWait(String(now - 10_000), now)).toBe(0);
    expect(rateLimitWait(String(now - 60_000), now)).toBe(0);
    expect(rateLimitWait(null, now)).toBe(0);
  });

  it('reads a stamp that is not a time as nothing', () => {
    expect(rateLimitWait('not a time', now)).toBe(0);
    expect(rateLimitWait('', now)).toBe(0);
  });
});

describe('shouldBlockHeadless', () => {
  const { shouldBlockHeadless } = load();

  it('blocks headless browsers in production against the real service', () => {
    expect(shouldBlockHeadless('https://api.emailjs.com', 'production')).toBe(true);
  });

  it('lets the test browser through against a loopback fake server', () => {
    expect(shouldBlockHeadless('http://127.0.0.1:4199', 'production')).toBe(false);
    expect(shouldBlockHeadless('http://localhost:4199', 'production')).toBe(false);
  });

  it('stays off outside production builds', () => {
    expect(shouldBlockHeadless('https://api.emailjs.com', 'development')).toBe(false);
  });
});

describe('when the library itself cannot load', () => {
  // Last in the file: the module registry is reset and the library mocked to fail from here on.
  it('reads a failed load as no network, so the message may wait in the outbox', async () => {
    jest.resetModules();
    jest.doMock('@emailjs/browser', () => {
      throw new Error('Failed to load chunk /_next/static/chunks/emailjs.js');
    });
    const { sendEnquiry } = jest.requireActual<Module>('./emailjs');
    await expect(sendEnquiry(enquiry)).resolves.toMatchObject({ ok: false, cause: 'network', status: 0 });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('EmailJS library did not load'));
  });
});
