import { render, screen, within } from '@testing-library/react';
import { sectors } from '@/content/sectors';
import { SectorDetail } from './SectorDetail';

const img = { src: '/art/sectors/clothing.svg', width: 600, height: 400, alt: 'A shirt' };
const sector = {
  slug: 'clothing',
  title: 'Clothing',
  imgSrc: img,
  industry: { description: 'Fashion brands.', image: img, blurredImage: { ...img, alt: '' } },
  page: {
    paragraph: 'Fashion moves fast.',
    bullets: ['Lookbooks', 'Stores online', 'Influencers', 'Launch events', 'Retail signage'] as [string, string, string, string, string],
  },
};

describe('SectorDetail', () => {
  it('shows exactly five bullets, in order, in a list named by its heading', () => {
    render(<SectorDetail sector={sector} />);
    const list = screen.getByRole('list', { name: /clothing brands/i });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items.map((li) => li.textContent)).toEqual(['01Lookbooks', '02Stores online', '03Influencers', '04Launch events', '05Retail signage']);
  });

  it.each(sectors.map((s) => [s.title, s] as const))('has five bullets for %s', (_, s) => {
    render(<SectorDetail sector={s} />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
  });
});
