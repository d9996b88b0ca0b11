import { z } from 'zod';
import { photoField } from '../../media/photo';
import { image, label, order, slug } from '../fields';
import { fillTemplate } from '../fillTemplate';
import { defineCollection, type Localized } from '../registry';
import type { Texts } from './texts';

const schema = z
  .object({ slug, order, name: label.meta({ title: 'Company name', description: 'The client’s name: drawn as its logo and read out as “<name> logo”.' }), photo: photoField('client') })
  .transform((c) => ({ ...c, logo: image(`/art/clients/${c.slug}.svg`, 200, 80, `${c.name} logo`) }));

export const clients = defineCollection({
  name: 'clients',
  folder: 'clients',
  format: 'json',
  schema,
  label: 'Client logos',
  singular: 'Client logo',
  identifier: 'name',
  /** The logo strip loops only once its logos are wider than a desktop screen; six 200 px logos with gaps are. */
  count: { min: 6, max: 40, what: 'client logos' },
  pictures: (c, picture) => ({ ...c, logo: picture.one(['photo'], c.photo, c.logo, 'client') }),
  // A drawn logo is read out in the edition's words; an uploaded one by its own alt text.
  localize: (c, texts: Texts) => (c.photo ? c : { ...c, logo: { ...c.logo, alt: fillTemplate(texts.logoAlt, { name: c.name }) } }),
});
/** An entry as an edition lists it: in the language it is written in (docs/product-rules.md#languages). */
export type Client = z.output<typeof schema> & Localized;
