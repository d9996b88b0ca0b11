/** Who the agency is: the one place an editor changes name, phone, e-mail, address and socials. */

export interface SocialLink {
  network: 'facebook' | 'instagram' | 'whatsapp' | 'x' | 'linkedin';
  label: string;
  href: string;
  /** SPEC 2.2 / 2.3: the Facebook icon exists but is hidden. */
  hidden: boolean;
}

export interface SiteIdentity {
  name: string;
  shortName: string;
  tagline: string;
  phoneDisplay: string;
  /** E.164 without the plus, as wa.me and tel: links want it. */
  phoneDigits: string;
  whatsappUrl: string;
  email: string;
  address: {
    street: string;
    locality: string;
    region: string;
    postalCode: string;
    country: string;
  };
  socials: SocialLink[];
  /** Origin for canonical URLs, sitemap and Open Graph (no trailing slash). */
  url: string;
}

const phoneDigits = '919000012345';

export const site: SiteIdentity = {
  name: 'Ekchhat Studio',
  shortName: 'Ekchhat',
  tagline: 'Idea to Implementation',
  phoneDisplay: '+91 90000 12345',
  phoneDigits,
  whatsappUrl: `https://wa.me/${phoneDigits}`,
  email: 'hello@ekchhat.example',
  address: {
    street: '4th Floor, Orchid Business Centre, MG Road',
    locality: 'Pune',
    region: 'Maharashtra',
    postalCode: '411001',
    country: 'India',
  },
  // SPEC 2.3 order: the first (Facebook) is hidden, then photo-sharing, messaging, short-post, professional network.
  socials: [
    { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/ekchhatstudio', hidden: true },
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/ekchhatstudio', hidden: false },
    { network: 'whatsapp', label: 'WhatsApp chat', href: `https://wa.me/${phoneDigits}`, hidden: false },
    { network: 'x', label: 'X (Twitter)', href: 'https://x.com/ekchhatstudio', hidden: false },
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/ekchhat-studio', hidden: false },
  ],
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.ekchhat.example').replace(/\/+$/, ''),
};

/** The address as one line, for the footer and structured data. */
export const addressLine = (a = site.address): string =>
  `${a.street}, ${a.locality}, ${a.region} ${a.postalCode}, ${a.country}`;
