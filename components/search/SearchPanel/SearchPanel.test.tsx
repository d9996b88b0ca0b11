import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getContent, fillTemplate } from '@/lib/content';
import type { SearchRecord } from '@/lib/search/records';
import { SearchPanel } from './SearchPanel';

const { texts, services, sectors } = getContent();
const copy = texts.search;
const links = { services: '/Services', enquiry: '/GetQuote' };

// Two kinds of page, from the content; a service's description carries markup-looking text, which must stay text.
const service = services[0]!;
const sector = sectors[0]!;
const shared = 'zebrawood';
const records: SearchRecord[] = [
  { id: 0, url: service.path, locale: 'en', kind: 'service', title: service.title, headings: '', text: `${service.description} <img src=x onerror=alert(1)> ${shared}` },
  { id: 1, url: sector.path, locale: 'en', kind: 'sector', title: sector.title, headings: '', text: `${shared} and more` },
];

beforeEach(() => {
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => ({ locale: 'en', records }) })) as unknown as typeof fetch;
});

const panel = () => render(<SearchPanel copy={copy} edition="en" links={links} />);
const field = () => screen.getByRole('searchbox', { name: copy.inputLabel });

describe('SearchPanel', () => {
  it('shows each result with its title, kind and an excerpt whose matched words are marked, as text', async () => {
    panel();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    fireEvent.change(field(), { target: { value: shared } });
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const item = items.find((i) => within(i).queryByRole('link', { name: service.title }))!;
    expect(within(item).getByRole('link', { name: service.title })).toHaveAttribute('href', service.path);
    expect(item).toHaveTextContent(copy.kinds.service);
    expect(item.querySelector('mark')).toHaveTextContent(shared);
    expect(item.querySelector('img')).toBeNull();
    expect(item).toHaveTextContent('img src=x onerror=alert(1)>');
    expect(screen.getByRole('status')).toHaveTextContent(fillTemplate(copy.results, { count: 2 }));
  });

  it('narrows the results by kind', async () => {
    panel();
    fireEvent.change(field(), { target: { value: shared } });
    const filters = await screen.findByRole('group', { name: copy.filtersLabel });
    fireEvent.click(within(filters).getByRole('button', { name: copy.kinds.sector }));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('link', { name: sector.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(copy.oneResult);
  });

  it('offers the services page and the enquiry form when nothing is found', async () => {
    panel();
    fireEvent.change(field(), { target: { value: 'qqqqzzzz' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(fillTemplate(copy.none, { query: 'qqqqzzzz' })));
    expect(screen.getByRole('link', { name: copy.servicesLink })).toHaveAttribute('href', links.services);
    expect(screen.getByRole('link', { name: copy.enquiryLink })).toHaveAttribute('href', links.enquiry);
  });

  it('on a page that opens on an empty search, fetches the index only once the visitor reaches for the field', async () => {
    render(<SearchPanel copy={copy} edition="mr" links={links} loadWhenUsed />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(global.fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    fireEvent.focus(field());
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1));
  });
});
