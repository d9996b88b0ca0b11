/** SPEC 5: the enquiry number keeps digits only, whether typed or pasted. */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');
