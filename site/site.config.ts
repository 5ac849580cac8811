import type { SiteSettings } from 'ssg';
import { company } from './content/company.ts';

/** Site settings for the generator (merged over build/config.ts). */
const config: SiteSettings = {
  siteUrl: company.website,
  lang: 'en-US',
  budgets: {
    // The home page has the hero and the clients carousel; Services has the gallery.
    jsBeforeInteractionKb: { '/': 110, '/Services': 85, '*': 75 },
  },
};
export default config;
