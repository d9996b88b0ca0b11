/** SPEC 5: the enquiry form's 12 interest checkboxes, labels and order exactly as SPEC gives them. */
export const enquiryInterests = [
  'Web Development',
  'Software Development',
  'Digital Marketing',
  'Individual Portfolio Management',
  'Growth Hacking Solutions',
  'Political Campaign',
  'Lead Generation',
  'Event Management (Online + Offline)',
  'Printing Solutions',
  'Outdoor Media',
  'Mobile App Development',
  'Hospitality Management',
] as const;

export type EnquiryInterest = (typeof enquiryInterests)[number];
