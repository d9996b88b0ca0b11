import { render, screen } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { failureCauses } from '@/lib/content/collections/forms';
import { contactWay } from '@/lib/forms/copy';
import { FormStatus } from './FormStatus';

const content = getContent();
const copy = content.forms.failure;
const contact = contactWay(content);
const message = 'Name: Asha Patil\nMessage: नमस्ते 👋 & "quotes" ?x=1#y';

it('stays empty while nothing has failed', () => {
  render(<FormStatus cause={null} copy={copy} contact={contact} message={message} />);
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
});

it.each(failureCauses.map((c) => [c]))('words a %s failure in its own way and offers e-mail and WhatsApp', (cause) => {
  render(<FormStatus cause={cause} copy={copy} contact={contact} message={message} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(copy.heading);
  expect(alert).toHaveTextContent(copy.causes[cause].reason);
  expect(alert).toHaveTextContent(copy.kept);
  if (copy.causes[cause].next) expect(alert).toHaveTextContent(copy.causes[cause].next!);
  expect(screen.getByRole('link', { name: contact.email }).getAttribute('href')).toMatch(new RegExp(`^mailto:${contact.email}\\?`));
  expect(screen.getByRole('link', { name: copy.whatsapp }).getAttribute('href')).toMatch(new RegExp(`^${contact.whatsappUrl}\\?text=`));
});

it('pre-fills the e-mail (subject and body) and the WhatsApp chat with the typed message', () => {
  render(<FormStatus cause="network" copy={copy} contact={contact} message={message} />);
  const mail = new URL(screen.getByRole('link', { name: contact.email }).getAttribute('href')!);
  expect(mail.protocol).toBe('mailto:');
  expect(mail.pathname).toBe(contact.email);
  expect(mail.searchParams.get('subject')).toBe(copy.mailSubject);
  expect(mail.searchParams.get('body')).toBe(message.replace(/\n/g, '\r\n'));
  const chat = new URL(screen.getByRole('link', { name: copy.whatsapp }).getAttribute('href')!);
  expect(`${chat.origin}${chat.pathname}`).toBe(contact.whatsappUrl);
  expect(chat.searchParams.get('text')).toBe(message);
});

it('gives every cause its own reason', () => {
  const reasons = failureCauses.map((c) => copy.causes[c].reason);
  expect(new Set(reasons).size).toBe(failureCauses.length);
});

it('promises no retry for a request the service will refuse again (a 400): e-mail is offered instead', () => {
  // docs/product-rules.md#failure-wording: only causes that may pass say to send again.
  render(<FormStatus cause="rejected" copy={copy} contact={contact} message={message} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(copy.onlyEmail);
  expect(alert).not.toHaveTextContent(copy.alsoEmail);
});

it('says the message lasts only while the page is open where the browser refuses site data, and only there', () => {
  // docs/product-rules.md#failure-wording
  const { rerender } = render(<FormStatus cause="failed" copy={copy} contact={contact} message={message} notStored />);
  expect(screen.getByRole('alert')).toHaveTextContent(`${copy.kept} ${copy.notStored}`);
  rerender(<FormStatus cause="failed" copy={copy} contact={contact} message={message} />);
  expect(screen.getByRole('alert')).not.toHaveTextContent(copy.notStored);
});
