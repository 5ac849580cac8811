import type { SiteSettings } from 'ssg';
import { company } from './content/company.ts';

/** Site settings for the generator (merged over build/config.ts). */
const config: SiteSettings = {
  siteUrl: company.website,
  // Checked before every build: a bad value fails it, naming the field.
  facts: { file: 'site/content/company.ts', phone: company.phone, email: company.email, address: company.address },
  lang: 'en-US',
  budgets: {
    // The home page's hero rotates by itself and needs React at once; every other page's islands
    // wake on the visitor's first sign of intent (Services' gallery when it scrolls near).
    jsBeforeInteractionKb: { '/': 75, '*': 5 },
  },
};
export default config;
