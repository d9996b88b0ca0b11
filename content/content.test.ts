/**
 * @jest-environment node
 */
import { moreToRead } from './blog';
import { clientLogos } from './clients';
import { about } from './company';
import { enquiryInterests } from './interests';
import { sectors } from './sectors';
import { services } from './services';
import { site } from './site';
import { statistics } from './stats';
import { testimonials } from './testimonials';
import { texts } from './texts';
import { pageSeo, sectorSeo, serviceSeo } from './seo';
import { findContentProblems, assertValidContent } from './validate';

describe('content matches SPEC 9', () => {
  it('has 13 services in SPEC 1 order with their route slugs', () => {
    expect(services.map((s) => s.title)).toEqual([
      'Web Development',
      'Mobile Application Development',
      'Digital Marketing',
      'Performance Marketing',
      'Growth Hacking Solutions',
      'Printing Solutions',
      'Event Management',
      'Outdoor Media',
      'Software Development',
      'Lead Generation',
      'Hospitality Management',
      'Individual Portfolio Management',
      'Political Campaign',
    ]);
    expect(services.map((s) => s.slug)).toEqual([
      'web-development',
      'app-development',
      'digital-marketing',
      'performance-marketing',
      'growth-hacking-solutions',
      'printing-solutions',
      'event-management',
      'outdoor-media',
      'software-development',
      'lead-generation',
      'hospitality-management',
      'individual-portfolio-management',
      'political-campaign',
    ]);
    expect(services.find((s) => s.slug === 'political-campaign')?.overviewTitle).toBe('Political Campaigns');
  });

  it('has 6 sectors in SPEC order, each with five bullets', () => {
    expect(sectors.map((s) => s.title)).toEqual([
      'Education',
      'Technology',
      'Real Estate',
      'Food & Beverages',
      'Clothing',
      'Pharmaceutical',
    ]);
    for (const s of sectors) expect(s.page.bullets).toHaveLength(5);
  });

  it('has three benefits per service and at most six key points', () => {
    for (const s of services) {
      expect(s.page.benefits).toHaveLength(3);
      const keypoints = [1, 2, 3, 4, 5, 6, 7]
        .map((n) => s.block[`keypoint${n}` as keyof typeof s.block])
        .filter((k) => typeof k === 'string' && k.trim());
      expect(keypoints.length).toBeLessThanOrEqual(6);
    }
  });

  it('has 9 testimonials, 10 client logos, 12 interests, 6 blog cards, 4 statistics and 6 values', () => {
    expect(testimonials).toHaveLength(9);
    expect(clientLogos).toHaveLength(10);
    expect(enquiryInterests).toHaveLength(12);
    expect(moreToRead).toHaveLength(6);
    expect(statistics.map((s) => `${s.value} ${s.label}`)).toEqual([
      '50+ Completed projects',
      '20+ Clients',
      '90% Customer retention rate',
      '5+ Years in business',
    ]);
    expect(about.values.map((v) => v.icon)).toEqual([
      'usp',
      'innovation',
      'customer',
      'collaboration',
      'results',
      'integrity',
    ]);
  });

  it("keeps SPEC's exact texts and spelling", () => {
    expect(texts.enquiry.brochureButton).toBe('Get our Brouchure..!');
    expect(texts.brochure.button).toBe('Get a Quote Now !');
    expect(texts.header.whoWeAre).toBe('Who we are ?');
    expect(enquiryInterests[7]).toBe('Event Management (Online + Offline)');
  });
});

describe('content check that runs during the build', () => {
  it('passes for the shipped content and art', () => {
    expect(() => assertValidContent()).not.toThrow();
  });

  it('names the file and the entry when an image is missing', () => {
    const problems = findContentProblems((p) => p !== '/art/services/outdoor-media-card.svg');
    expect(problems).toEqual([
      'content/services.ts: service 8 "outdoor-media": "backgroundImg.src" points to a missing file: public/art/services/outdoor-media-card.svg',
    ]);
  });

  it('reports a duplicate slug, a missing benefit and a wrong bullet count', () => {
    const service = services[1]!;
    const sector = sectors[0]!;
    const saved = { slug: service.slug, benefits: service.page.benefits, bullets: sector.page.bullets };
    try {
      service.slug = services[0]!.slug;
      service.page.benefits = service.page.benefits.slice(0, 2) as typeof service.page.benefits;
      sector.page.bullets = sector.page.bullets.slice(0, 4) as typeof sector.page.bullets;
      const problems = findContentProblems(() => true);
      expect(problems).toContain('content/services.ts: slug "web-development": is used twice; every one must be unique');
      expect(problems).toContain('content/services.ts: service 2 "web-development": needs exactly 3 benefits, found 2');
      expect(problems).toContain('content/sectors.ts: sector 1 "education": needs exactly 5 bullet points, found 4');
    } finally {
      service.slug = saved.slug;
      service.page.benefits = saved.benefits;
      sector.page.bullets = saved.bullets;
    }
  });

  it('rejects placeholder copy', () => {
    const saved = testimonials[0]!.description;
    try {
      testimonials[0]!.description = ['Lorem', 'ipsum', 'dolor sit amet'].join(' ');
      expect(findContentProblems(() => true)).toContain(
        `content/testimonials.ts: testimonial 1 "${testimonials[0]!.company}": "description" contains placeholder text`,
      );
    } finally {
      testimonials[0]!.description = saved;
    }
  });
});

describe('search titles and descriptions', () => {
  it('has one for every service and sector page', () => {
    expect(Object.keys(serviceSeo).sort()).toEqual(services.map((s) => s.slug).sort());
    expect(Object.keys(sectorSeo).sort()).toEqual(sectors.map((s) => s.slug).sort());
  });

  it('names the entry when a description is too long or too short', () => {
    const saved = serviceSeo['lead-generation']!.description;
    try {
      serviceSeo['lead-generation']!.description = 'Leads.';
      expect(findContentProblems(() => true)).toEqual([
        'content/seo.ts: serviceSeo "lead-generation": "description" must be 50 to 160 characters, found 6',
      ]);
      serviceSeo['lead-generation']!.description = 'x'.repeat(161);
      expect(findContentProblems(() => true)).toEqual([
        'content/seo.ts: serviceSeo "lead-generation": "description" must be 50 to 160 characters, found 161',
      ]);
    } finally {
      serviceSeo['lead-generation']!.description = saved;
    }
  });

  it('rejects a description or title that another page already uses', () => {
    const saved = { ...sectorSeo.clothing! };
    try {
      sectorSeo.clothing!.description = pageSeo.enquiry.description;
      sectorSeo.clothing!.title = serviceSeo['web-development']!.title;
      expect(findContentProblems(() => true)).toEqual([
        'content/seo.ts: sectorSeo "clothing": "title" repeats serviceSeo "web-development"; every page needs its own',
        'content/seo.ts: sectorSeo "clothing": "description" repeats pageSeo "enquiry"; every page needs its own',
      ]);
    } finally {
      Object.assign(sectorSeo.clothing!, saved);
    }
  });

  it('reports a page without an entry, an entry without a page and a title too long to show', () => {
    const saved = { sector: sectorSeo.pharmaceutical!, title: serviceSeo['outdoor-media']!.title };
    try {
      delete sectorSeo.pharmaceutical;
      sectorSeo.pharma = saved.sector;
      serviceSeo['outdoor-media']!.title = 'Outdoor Media: Hoardings, Transit, Malls and Airports';
      expect(findContentProblems(() => true)).toEqual([
        'content/seo.ts: sectorSeo "pharma": is not a slug in sectors.ts',
        `content/seo.ts: serviceSeo "outdoor-media": "title" makes "Outdoor Media: Hoardings, Transit, Malls and Airports | ${site.name}" 70 characters; keep it within 60`,
        'content/seo.ts: sectorSeo "pharmaceutical": is missing: every page needs its own title and description',
      ]);
    } finally {
      delete sectorSeo.pharma;
      sectorSeo.pharmaceutical = saved.sector;
      serviceSeo['outdoor-media']!.title = saved.title;
    }
  });
});
