import { render, screen } from '@testing-library/react';
import { drawnSectorCards } from '@/components/pages/SectorPanel/SectorPanel';
import { getContent } from '@/lib/content';
import { SectorsView } from './SectorsView';

const { sectors } = getContent();

describe('SectorsView', () => {
  it('draws the pictures of the first cards in the page and leaves the rest to load lazily', () => {
    render(<SectorsView />);
    sectors.forEach((sector, i) => {
      const card = screen.getByRole('article', { name: sector.title });
      // A drawn card fetches nothing; a later one fetches its art and backdrop when near (docs/product-rules.md#art).
      expect(card.querySelectorAll('img')).toHaveLength(i < drawnSectorCards ? 0 : 2);
      expect(card.querySelector('svg[role="img"]') !== null).toBe(i < drawnSectorCards);
    });
  });
});
