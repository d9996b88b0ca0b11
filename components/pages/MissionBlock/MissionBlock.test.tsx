import { render, screen } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { MissionBlock } from './MissionBlock';

const { mission } = getContent().company.about;

describe('MissionBlock', () => {
  it('shows the mission heading, every paragraph and the image', () => {
    render(<MissionBlock mission={mission} />);
    expect(screen.getByRole('region', { name: mission.heading })).toBeInTheDocument();
    for (const p of mission.paragraphs) expect(screen.getByText(p)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: mission.image.alt })).toBeInTheDocument();
  });
});
