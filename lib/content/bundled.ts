import interestsJson from '@/content/interests.json';
import siteJson from '@/content/site.json';
import textsJson from '@/content/texts.json';

/**
 * The copy the form leaves read in the browser, straight from the JSON files (the build has
 * checked them against lib/content/schema.ts before any page is rendered).
 */
export const site = { ...siteJson, whatsappUrl: `https://wa.me/${siteJson.phoneDigits}` };
export const texts = { ...textsJson, success: textsJson.successAlert };
export const enquiryInterests = interestsJson.interests;
