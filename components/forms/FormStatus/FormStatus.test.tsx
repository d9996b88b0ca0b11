import { render, screen } from '@testing-library/react';
import type { FailureCause } from '@/lib/emailjs';
import { site } from '@/lib/content/bundled';
import { FormStatus } from './FormStatus';

it('stays empty while nothing has failed', () => {
  render(<FormStatus cause={null} />);
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});

it.each<[FailureCause, RegExp]>([
  ['network', /connection/],
  ['rate-limited', /wait a few seconds/],
  ['blocked', /refused/],
  ['not-configured', /not set up/],
  ['failed', /try again in a moment/],
])('words a %s failure and offers e-mail and WhatsApp', (cause, wording) => {
  render(<FormStatus cause={cause} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Your message was not sent.');
  expect(alert).toHaveTextContent(wording);
  expect(alert).toHaveTextContent('Everything you typed is still here.');
  expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', site.whatsappUrl);
});
