import { z } from 'zod';
import { photoField } from '../../media/photo';
import { image, label, order, slug } from '../fields';
import { defineCollection } from '../registry';

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
});
export type Client = z.output<typeof schema>;
