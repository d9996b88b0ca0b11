/** A client's words about working with us (SPEC 3: description, company). */
export interface Testimonial {
  description: string;
  company: string;
  /** Who said it, shown under the quote. */
  person: string;
  role: string;
}

export const testimonials: Testimonial[] = [
  {
    description:
      'Ekchhat rebuilt our website and ran our admissions campaign in a single season. Qualified enquiries rose by 3.2 times and our cost per enrolment fell by almost 40 per cent.',
    company: 'Vidyarthi Labs',
    person: 'Aditi Deshpande',
    role: 'Co-founder and CEO',
  },
  {
    description:
      'For our Hinjewadi launch they handled the project name, brochure, hoardings and lead campaigns as one team. We recorded over 1,100 site-visit enquiries and booked 60 per cent of the first tower within three months.',
    company: 'Indrayani Realty',
    person: 'Rohan Patil',
    role: 'Director, Sales and Marketing',
  },
  {
    description:
      'The new identity, menus and Instagram content gave our cafés a personality people now recognise across Pune. Average weekend footfall is up 35 per cent and our delivery rating climbed from 3.9 to 4.5.',
    company: 'Tapri Tales Chai',
    person: 'Sameer Kulkarni',
    role: 'Founder',
  },
  {
    description:
      'They understood the compliance side of pharma communication from the first meeting. The distributor portal and new detailing material cut our order processing time by half and were adopted by all 80 field representatives within a month.',
    company: 'MediSetu Pharma',
    person: 'Dr Neha Joshi',
    role: 'Head of Marketing',
  },
  {
    description:
      'Our Shopify store, lookbook shoot and festive campaign came together in six weeks. Online revenue tripled over Diwali and our return on ad spend held above 4.5 throughout the sale.',
    company: 'Indigo Loom',
    person: 'Kavya Menon',
    role: 'Creative Director',
  },
  {
    description:
      'Ekchhat sharpened our positioning and ran LinkedIn and search campaigns aimed at plant heads and CIOs. Within two quarters we had 140 qualified demo requests and closed four enterprise accounts.',
    company: 'Nexora Systems',
    person: 'Arjun Mehta',
    role: 'VP, Growth',
  },
  {
    description:
      'The packaging redesign helped us secure shelf space in two modern retail chains. With their e-commerce launch and recipe videos, our masala range now sells in 18 states.',
    company: 'Deccan Spice Foods',
    person: 'Pooja Shinde',
    role: 'Brand Manager',
  },
  {
    description:
      'Our new booking website and review management moved a large share of bookings away from travel portals. Direct bookings went from 12 to 41 per cent of room nights in a year, saving us lakhs in commission.',
    company: 'Shivneri Hotels',
    person: 'Vikram Bhosale',
    role: 'General Manager',
  },
  {
    description:
      'From our student app to the open-day event, everything felt like it came from one team. Batch enrolments for our JEE and NEET programmes grew 55 per cent year on year.',
    company: 'BrightPath Academy',
    person: 'Meera Iyer',
    role: 'Academic Director',
  },
];
