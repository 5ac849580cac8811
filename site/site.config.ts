import type { SiteSettings } from 'ssg';
import { company } from './content/company.ts';

/** Site settings for the generator (merged over build/config.ts). */
const config: SiteSettings = {
  siteUrl: company.website,
  // Checked before every build: a bad value fails it, naming the field.
  facts: { file: 'site/content/company.ts', phone: company.phone, email: company.email, address: company.address },
  lang: 'en-US',
  budgets: {
    // The home page has the hero and the clients carousel; Services has the gallery.
    jsBeforeInteractionKb: { '/': 110, '/Services': 85, '*': 75 },
  },
};
export default config;
