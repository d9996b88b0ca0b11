import { render, screen, within } from '@testing-library/react';
import type { Service } from '@/content/services';
import { ServiceBlock, visibleKeyPoints } from './ServiceBlock';

const img = { src: '/art/services/x.svg', width: 480, height: 480, alt: 'A megaphone' };
const service = (block: Partial<Service['block']>, extra: Partial<Service> = {}): Service => ({
  slug: 'political-campaign',
  title: 'Political Campaign',
  description: 'Campaigns that reach voters.',
  backgroundImg: img,
  block: {
    description: 'Ground and digital campaigns.',
    keypoint1: 'Research',
    keypoint2: 'Messaging',
    keypoint3: ' ',
    keypoint4: 'Rallies',
    keypoint5: '',
    img,
    ...block,
  },
  page: { intro: '', benefits: [{ title: 'a', text: '' }, { title: 'b', text: '' }, { title: 'c', text: '' }], img },
  ...extra,
});

describe('ServiceBlock', () => {
  it('hides blank key points', () => {
    render(<ServiceBlock service={service({})} index={0} />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Research', 'Messaging', 'Rallies']);
  });

  it('shows at most six key points', () => {
    const full = service({ keypoint3: 'Three', keypoint5: 'Five', keypoint6: 'Six', keypoint7: 'Seven' });
    render(<ServiceBlock service={full} index={1} />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByText('Seven')).not.toBeInTheDocument();
    expect(visibleKeyPoints(full.block)).toHaveLength(6);
  });

  it('uses the overview title and links on to the service page', () => {
    render(<ServiceBlock service={service({}, { overviewTitle: 'Political Campaigns' })} index={12} />);
    expect(screen.getByRole('article', { name: 'Political Campaigns' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Political Campaigns' })).toBeInTheDocument();
    expect(screen.getByText('Ground and digital campaigns.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A megaphone' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Know More about Political Campaign' })).toHaveAttribute('href', '/political-campaign');
  });
});
