import { render, screen } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { failureCauses } from '@/lib/content/schema';
import { FormStatus } from './FormStatus';

const { forms, site } = getContent();
const copy = forms.failure;

it('stays empty while nothing has failed', () => {
  render(<FormStatus cause={null} copy={copy} contact={site} />);
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});

it.each(failureCauses.map((c) => [c]))('words a %s failure in its own way and offers e-mail and WhatsApp', (cause) => {
  render(<FormStatus cause={cause} copy={copy} contact={site} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(copy.heading);
  expect(alert).toHaveTextContent(copy.causes[cause].reason);
  expect(alert).toHaveTextContent(copy.kept);
  if (copy.causes[cause].next) expect(alert).toHaveTextContent(copy.causes[cause].next!);
  expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  expect(screen.getByRole('link', { name: copy.whatsapp })).toHaveAttribute('href', site.whatsappUrl);
});

it('gives every cause its own reason', () => {
  const reasons = failureCauses.map((c) => copy.causes[c].reason);
  expect(new Set(reasons).size).toBe(failureCauses.length);
});
