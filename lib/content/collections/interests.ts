import { z } from 'zod';
import { label, listOf } from '../fields';
import { defineSettings } from '../registry';

/** A choice of interests needs two to choose from (docs/product-rules.md#counts-and-constants). */
export const interestLimits = { min: 2, max: 24 } as const;

const schema = z.object({
  /** The enquiry form's checkboxes; each label is sent as it is in the "interests" field. */
  interests: listOf(label.meta({ title: 'Interest' }), interestLimits, 'interests').meta({ title: 'Interests', description: 'The enquiry form’s checkboxes; each is sent as it reads.', itemLabel: 'Interest' }),
});

export const interests = defineSettings({ name: 'interests', file: 'interests.json', label: 'Enquiry interests', schema });
