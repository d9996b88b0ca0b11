import { z } from 'zod';
import { copy, label, order, slug } from '../fields';
import { defineCollection, type Localized } from '../registry';

const schema = z.object({
  slug,
  order,
  /** The quote (EmailJS-era field name kept from the original data: description, company). */
  description: copy.meta({ title: 'Quote', description: 'What the client said, without quotation marks.' }),
  company: label.meta({ title: 'Company', description: 'The client’s company, shown under the quote.' }),
  person: label.meta({ title: 'Person', description: 'Who said it.' }),
  role: label.meta({ title: 'Role', description: 'Their job title at the company.' }),
});

export const testimonials = defineCollection({
  name: 'testimonials',
  folder: 'testimonials',
  format: 'json',
  schema,
  label: 'Testimonials',
  singular: 'Testimonial',
  identifier: 'company',
  /** A slider of one quote has nothing to move to. */
  count: { min: 2, max: 60, what: 'testimonials' },
});
/** An entry as an edition lists it: in the language it is written in (docs/product-rules.md#languages). */
export type Testimonial = z.output<typeof schema> & Localized;
