import { render, screen } from '@testing-library/react';
import { MissionBlock } from './MissionBlock';

describe('MissionBlock', () => {
  it('shows the mission heading, every paragraph and the image', () => {
    render(
      <MissionBlock
        mission={{
          heading: 'Our mission',
          paragraphs: ['Make branding accessible.', 'We measure success by yours.'],
          image: { src: '/art/about/mission.svg', width: 520, height: 400, alt: 'A compass on a roadmap' },
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByText('Make branding accessible.')).toBeInTheDocument();
    expect(screen.getByText('We measure success by yours.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A compass on a roadmap' })).toBeInTheDocument();
  });
});
