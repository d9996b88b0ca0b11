import type { ImageRef } from './types';

/** A client wordmark in the looping logo carousel (SPEC 9: 10 logos, shown twice). */
export interface ClientLogo {
  name: string;
  logo: ImageRef;
}

const wordmark = (file: string, name: string): ClientLogo => ({
  name,
  logo: { src: `/art/clients/${file}.svg`, width: 200, height: 80, alt: `${name} logo` },
});

export const clientLogos: ClientLogo[] = [
  wordmark('client-01', 'Vidyarthi Labs'),
  wordmark('client-02', 'Indrayani Realty'),
  wordmark('client-03', 'Tapri Tales Chai'),
  wordmark('client-04', 'MediSetu Pharma'),
  wordmark('client-05', 'Indigo Loom'),
  wordmark('client-06', 'Nexora Systems'),
  wordmark('client-07', 'Deccan Spice Foods'),
  wordmark('client-08', 'Shivneri Hotels'),
  wordmark('client-09', 'BrightPath Academy'),
  wordmark('client-10', 'Aarogya Clinics'),
];
export { wordmark };
