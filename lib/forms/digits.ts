/** docs/product-rules.md#forms: the enquiry number keeps digits only, whether typed or pasted. */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, '');
