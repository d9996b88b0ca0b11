import { CardList, type EyebrowPart } from '@/components/ui/CardList/CardList';
import { getContent, type CaseStudy } from '@/lib/content';
import { otherLanguage } from '@/lib/i18n/otherLanguage';

interface Props {
  studies: readonly CaseStudy[];
  /** The section's heading; /work has none, its banner names the list. */
  heading?: string;
  /** Unique on the page: the section is named by its heading. */
  id: string;
  /** A link after the cards (the home strip's "See all our work"). */
  more?: { href: string; label: string };
  /** The cards open the page (/work and its narrowed lists): the first card's picture is in the first paint. */
  leadsPage?: boolean;
}

/**
 * docs/product-rules.md#work: case study cards (cover, client and sector, title, summary, the first
 * figure, a link to the story). Absent when there is no story to show.
 */
export function WorkCards({ studies, heading, id, more, leadsPage }: Props) {
  const { pages, sectors } = getContent();
  const copy = pages.work;
  const cards = studies.map((study) => {
    const sector = sectors.find((s) => s.slug === study.sector);
    // The sector's name is in the language its edition lists it in, which may not be the story's.
    const sectorPart: EyebrowPart | undefined = sector && (sector.locale === study.locale ? sector.title : { text: sector.title, lang: sector.locale });
    return {
      href: study.path,
      image: study.images.card,
      // The card's words name the story; its cover is decoration.
      imageAlt: '',
      eyebrow: sectorPart ? [study.client, sectorPart] : [study.client],
      title: study.title,
      text: study.summary,
      figure: study.results[0],
      linkLabel: copy.cardLink,
      // A story not yet written in the page's language is offered in its own (docs/product-rules.md#languages).
      language: otherLanguage(study),
    };
  });
  return <CardList cards={cards} id={id} heading={heading} label={copy.banner.title} more={more} leadsPage={leadsPage} centred />;
}
