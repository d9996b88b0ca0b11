/**
 * The real @emailjs/browser 4.4.1 in a browser that refuses site data: reading localStorage
 * throws a SecurityError (Chromium with cookies and site data blocked for the site). The library
 * reads it as its module runs; sending must still work (docs/product-rules.md#forms).
 */
import { sendEnquiry } from './emailjs';

const enquiry = { name: 'A', number: '1', email: 'a@b.example', websiteurl: '', companyname: 'C', interests: '', page_language: 'en' as const };
const fetchMock = jest.fn();
const ok = () => ({ ok: true, status: 200, text: async () => 'OK' });
const areas = ['localStorage', 'sessionStorage'] as const;
const own = areas.map((area) => [area, Object.getOwnPropertyDescriptor(window, area)] as const);

beforeAll(() => {
  Object.assign(process.env, {
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'public-key',
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service',
    NEXT_PUBLIC_EMAILJS_ENQUIRY_TEMPLATE_ID: 'enquiry-template',
    NEXT_PUBLIC_EMAILJS_ORIGIN: 'http://127.0.0.1:4199',
  });
  Object.assign(globalThis, { fetch: fetchMock });
  for (const area of areas) {
    Object.defineProperty(window, area, {
      configurable: true,
      get: () => {
        throw new DOMException(`Failed to read the '${area}' property from 'Window': Access is denied for this document.`, 'SecurityError');
      },
    });
  }
});

// jsdom reads its storage when the test environment closes.
afterAll(() => {
  for (const [area, descriptor] of own) {
    if (descriptor) Object.defineProperty(window, area, descriptor);
    else Reflect.deleteProperty(window, area);
  }
});

beforeEach(() => {
  fetchMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

it('sends where reading localStorage throws', async () => {
  fetchMock.mockResolvedValue(ok());
  await expect(sendEnquiry(enquiry)).resolves.toEqual({ ok: true });
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(console.error).not.toHaveBeenCalled();
});

it('leaves localStorage as the browser has it once the library has loaded', () => {
  expect(() => window.localStorage).toThrow(DOMException);
});

it('still holds a second send of the form back for ten seconds, for the page’s life, and says how long', async () => {
  // Sent in the first test: the limit's stamp lives in memory where storage is refused.
  fetchMock.mockResolvedValue(ok());
  const outcome = await sendEnquiry(enquiry);
  expect(outcome).toMatchObject({ ok: false, cause: 'rate-limited', status: 429 });
  expect(fetchMock).not.toHaveBeenCalled();
  const { waitMs } = outcome as { waitMs?: number };
  expect(waitMs).toBeGreaterThan(9_000);
  expect(waitMs).toBeLessThanOrEqual(10_000);
});
