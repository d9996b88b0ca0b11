/** A headline number (SPEC 9). */
export interface Statistic {
  value: string;
  label: string;
}

// SPEC 9: 50+ completed projects, 20+ clients, 90% customer retention rate, 5+ years in business.
export const statistics: Statistic[] = [
  { value: '50+', label: 'Completed projects' },
  { value: '20+', label: 'Clients' },
  { value: '90%', label: 'Customer retention rate' },
  { value: '5+', label: 'Years in business' },
];
