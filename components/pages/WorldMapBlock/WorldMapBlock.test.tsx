import { render, screen } from '@testing-library/react';
import { WorldMapBlock } from './WorldMapBlock';
import { getContent } from '@/lib/content';

const { about } = getContent().company;

describe('WorldMapBlock', () => {
  it('shows the map with its alt text under its heading', () => {
    render(<WorldMapBlock worldMap={about.worldMap} />);
    const region = screen.getByRole('region', { name: about.worldMap.heading });
    expect(region).toContainElement(screen.getByRole('img', { name: about.worldMap.image.alt }));
    expect(screen.getByText(about.worldMap.text)).toBeInTheDocument();
  });
});
