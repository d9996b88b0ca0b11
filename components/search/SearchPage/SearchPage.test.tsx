import { act, fireEvent, render, screen } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { SearchPage } from './SearchPage';

const { texts, services } = getContent();
const copy = texts.search;
const service = services[0]!;

beforeEach(() => {
  global.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({ locale: 'en', records: [{ id: 0, url: service.path, locale: 'en', kind: 'service', title: service.title, headings: '', text: service.description }] }),
  })) as unknown as typeof fetch;
});

describe('SearchPage', () => {
  it('starts from ?q= and keeps the query in the address as it changes', async () => {
    window.history.replaceState(null, '', `/search?q=${encodeURIComponent(service.title)}`);
    // The panel is loaded on demand: its arrival is part of the render.
    await act(async () => {
      render(<SearchPage copy={copy} edition="en" links={{ services: '/Services', enquiry: '/GetQuote' }} />);
    });
    const field = await screen.findByRole('searchbox', { name: copy.inputLabel });
    expect(field).toHaveValue(service.title);
    expect(await screen.findByRole('link', { name: service.title })).toHaveAttribute('href', service.path);
    fireEvent.change(field, { target: { value: 'brand' } });
    expect(new URL(window.location.href).searchParams.get('q')).toBe('brand');
    fireEvent.change(field, { target: { value: '' } });
    expect(window.location.search).toBe('');
  });
});
