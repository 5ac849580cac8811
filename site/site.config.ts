import type { SiteConfig } from 'ssg';
import { company } from './content/company.ts';

/** Site settings for the generator (merged over build/config.ts). */
const config: Partial<SiteConfig> = {
  siteUrl: company.website,
  lang: 'en-US',
};
export default config;
