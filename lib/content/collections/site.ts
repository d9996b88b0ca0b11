import { z } from 'zod';
import { label, line, outsideUrl } from '../fields';
import { defineSettings } from '../registry';

const socialNetwork = z.enum(['facebook', 'instagram', 'whatsapp', 'x', 'linkedin']);
const schema = z
  .object({
    name: label.meta({ title: 'Studio name', description: 'Shown after every page title in search results and in the footer.' }),
    shortName: label.meta({ title: 'Short name', description: 'Where the full name does not fit.' }),
    tagline: line.meta({ title: 'Tagline', description: 'The studio in one line, for search results and the brochure.' }),
    phoneDisplay: label.meta({ title: 'Phone number (as shown)', description: 'The number as visitors read it, e.g. +91 90000 12345.' }),
    /** E.164 without the plus, as wa.me and tel: links want it. */
    phoneDigits: z
      .string()
      .max(15, 'must be 8 to 15 digits, country code first, no plus')
      .regex(/^\d{8,15}$/, 'must be 8 to 15 digits, country code first, no plus')
      .meta({ title: 'Phone number (digits)', description: '8 to 15 digits, country code first, no plus: for call and WhatsApp links.', shared: true }),
    email: z.email().max(254).meta({ shared: true }),
    address: z
      .object({ street: line, locality: label.meta({ title: 'City' }), region: label.meta({ title: 'State' }), postalCode: label.meta({ title: 'PIN code' }), country: label })
      .meta({ title: 'Address', description: 'The studio’s address, in the footer, the enquiry page and the brochure.' }),
    /** In display order; the first (Facebook) is hidden (docs/product-rules.md#footer). */
    // One per network at most.
    socials: z.array(
      z
        .object({
          network: socialNetwork.meta({ shared: true }),
          label,
          hidden: z.boolean().meta({ title: 'Hidden', description: 'Kept but not shown on the site (the Facebook link is, as the product rules say).', shared: true }),
          href: outsideUrl.optional().meta({ shared: true }),
        })
        .refine((s) => s.network === 'whatsapp' || s.href, { message: 'needs an href', path: ['href'] }),
    )
      .max(socialNetwork.options.length, `takes at most ${socialNetwork.options.length} links, one per network`),
    brochureFile: z
      .string()
      .max(80, 'must be at most 80 characters')
      .regex(/^[\w.-]+\.pdf$/, 'must be a PDF file name without folders')
      .meta({ title: 'Brochure file name', description: 'The name the brochure downloads under: letters, digits, dots and hyphens, ending in .pdf.', shared: true }),
  })
  .transform((s) => {
    const whatsappUrl = `https://wa.me/${s.phoneDigits}`;
    return {
      ...s,
      whatsappUrl,
      /** Served path of the generated brochure (docs/product-rules.md#brochure). */
      brochurePath: `/${s.brochureFile}`,
      socials: s.socials.map((x) => ({ ...x, href: x.network === 'whatsapp' ? whatsappUrl : (x.href ?? '') })),
      addressLine: `${s.address.street}, ${s.address.locality}, ${s.address.region} ${s.address.postalCode}, ${s.address.country}`,
    };
  });

export const site = defineSettings({ name: 'site', file: 'site.json', label: 'Studio details', schema });
/** The site's origin is the build's (NEXT_PUBLIC_SITE_URL), added by the loader (docs/product-rules.md#seo). */
export type Site = z.output<typeof schema> & { url: string };
export type SocialLink = Site['socials'][number];
