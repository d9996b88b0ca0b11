/**
 * The real @emailjs/browser 4.4.1 behind our module, with only fetch replaced: proves that
 * rate limiting is really on and that a failed send does not block the visitor's retry.
 */
import { sendEnquiry } from './emailjs';

const enquiry = { name: 'A', number: '1', email: 'a@b.example', websiteurl: '', companyname: 'C', interests: '', page_language: 'en' as const };
const fetchMock = jest.fn();

beforeAll(() => {
  Object.assign(process.env, {
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'public-key',
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service',
    NEXT_PUBLIC_EMAILJS_ENQUIRY_TEMPLATE_ID: 'enquiry-template',
    NEXT_PUBLIC_EMAILJS_ORIGIN: 'http://127.0.0.1:4199',
  });
  Object.assign(globalThis, { fetch: fetchMock });
});

beforeEach(() => {
  fetchMock.mockReset();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

const ok = () => ({ ok: true, status: 200, text: async () => 'OK' });

it('posts JSON to the configured origin', async () => {
  fetchMock.mockResolvedValue(ok());
  await expect(sendEnquiry(enquiry)).resolves.toEqual({ ok: true });
  const [url, request] = fetchMock.mock.calls[0];
  expect(url).toBe('http://127.0.0.1:4199/api/v1.0/email/send');
  expect(JSON.parse(request.body)).toEqual({
    lib_version: '4.4.1',
    user_id: 'public-key',
    service_id: 'service',
    template_id: 'enquiry-template',
    template_params: enquiry,
  });
});

it('refuses a second send within ten seconds without calling the network, and says how long to wait', async () => {
  fetchMock.mockResolvedValue(ok());
  jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    await sendEnquiry(enquiry);
    jest.setSystemTime(1_003_500);
    await expect(sendEnquiry(enquiry)).resolves.toMatchObject({ ok: false, cause: 'rate-limited', status: 429, waitMs: 6_500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // When that wait is over, the form may send again.
    jest.setSystemTime(1_010_000);
    await expect(sendEnquiry(enquiry)).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  } finally {
    jest.useRealTimers();
  }
});

it('lets the visitor retry at once after the network failed', async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(ok());
  await expect(sendEnquiry(enquiry)).resolves.toMatchObject({ ok: false, cause: 'network' });
  await expect(sendEnquiry(enquiry)).resolves.toEqual({ ok: true });
});

it('reads an HTTP 500 answer as a failure with its status and text', async () => {
  fetchMock.mockResolvedValue({ ok: false, status: 500, text: async () => 'Internal Server Error' });
  await expect(sendEnquiry(enquiry)).resolves.toEqual({ ok: false, cause: 'failed', status: 500, text: 'Internal Server Error' });
  expect(console.error).toHaveBeenCalledWith('EmailJS send failed: 500 Internal Server Error');
});
