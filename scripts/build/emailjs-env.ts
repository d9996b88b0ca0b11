// The EmailJS settings the site is built with (docs/product-rules.md#forms), checked once per build.
// next.config.ts calls warnIfEmailJsUnset() in the production-build phase; Next has loaded
// the .env files by then.

export const emailJsVariables = [
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_ENQUIRY_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_ABOUT_TEMPLATE_ID',
];

/** Prints one warning when a variable is unset; the build goes on and the forms say "not configured". */
export function warnIfEmailJsUnset(env: NodeJS.ProcessEnv = process.env): void {
  // Build workers load next.config again; they inherit this flag, so the warning prints once.
  if (env.EKCHHAT_EMAILJS_ENV_CHECKED) return;
  env.EKCHHAT_EMAILJS_ENV_CHECKED = '1';
  const missing = emailJsVariables.filter((name) => !env[name]?.trim());
  if (missing.length === 0) return;
  console.warn(
    [
      '',
      `⚠ EmailJS is not configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set.`,
      '  The site builds, but its forms will tell visitors that sending is not set up and offer',
      '  the e-mail address and WhatsApp instead. Copy .env.example to .env.local and fill it in.',
      '',
    ].join('\n'),
  );
}
