import { render, screen } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { CompanyTextBlock } from './CompanyTextBlock';

const { company } = getContent();

describe('CompanyTextBlock', () => {
  it.each([company.whoWeAre, company.whyWe].map((b) => [b.heading, b] as const))(
    'shows "%s" as a region that #anchor links can land on, with every paragraph and its image',
    (heading, block) => {
      const { container } = render(<CompanyTextBlock block={block} imageSide="left" />);
      const region = screen.getByRole('region', { name: heading });
      expect(region).toHaveAttribute('id', block.id);
      expect(container.querySelector(`#${block.id}`)).toBe(region);
      for (const p of block.paragraphs) expect(screen.getByText(p)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: block.image.alt })).toBeInTheDocument();
    },
  );
});
