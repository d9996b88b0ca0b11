import { render, screen, within } from '@testing-library/react';
import { getContent } from '@/lib/content';
import { CaseStudyStory } from './CaseStudyStory';

const { work, testimonials, pages } = getContent();
const copy = pages.work;
const study = work.find((w) => w.testimonial) ?? work[0]!;
const quote = testimonials.find((t) => t.slug === study.testimonial);

describe('CaseStudyStory', () => {
  it('shows the result figures as a block of values with what each measures', () => {
    render(<CaseStudyStory study={study} copy={copy} quote={quote} />);
    const block = screen.getByRole('region', { name: copy.resultsHeading });
    expect(within(block).getAllByRole('definition').map((d) => d.textContent)).toEqual(study.results.map((r) => r.value));
    expect(within(block).getAllByRole('term').map((d) => d.textContent)).toEqual(study.results.map((r) => r.label));
  });

  it('tells the challenge, the approach and the outcome under their headings, and quotes the client', () => {
    render(<CaseStudyStory study={study} copy={copy} quote={quote} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([copy.challengeHeading, copy.approachHeading, copy.outcomeHeading]);
    const firstLine = study.challenge.split('\n')[0]!.replace(/\*\*/g, '');
    expect(screen.getByText(firstLine)).toBeInTheDocument();
    if (quote) expect(screen.getByText(quote.description).closest('blockquote')).not.toBeNull();
  });

  it('renders the editor’s Markdown as data: raw HTML and script links never reach the page', () => {
    const hostile = { ...study, approach: 'Safe words.\n\n<script>window.__x=1</script><img src=x onerror="window.__y=1">\n\n[link](javascript:alert(1))' };
    const { container } = render(<CaseStudyStory study={hostile} copy={copy} />);
    expect(screen.getByText('Safe words.')).toBeInTheDocument();
    expect(container.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
  });

  it('has no gallery section when the story has no photos', () => {
    render(<CaseStudyStory study={{ ...study, gallery: [] }} copy={copy} />);
    expect(screen.queryByRole('heading', { name: copy.galleryHeading })).toBeNull();
  });
});
