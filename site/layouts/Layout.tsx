import { Island, asset, type LayoutProps, type PageInfo } from 'ssg';
import { Footer } from '../components/Footer.tsx';
import { StructuredData } from '../components/StructuredData.tsx';
import { brandName, phoneHref, quoteHref } from '../content/company.ts';
import { certifications } from '../content/certifications.ts';
import { activeTab, pages } from '../content/navigation.ts';
import { heroSlides } from '../content/home.ts';
import BadgeColumn from '../islands/BadgeColumn.tsx';
import NavBar from '../islands/NavBar.tsx';

const logo = asset('logo.svg');
const shareImage = heroSlides.welcome.image.src;

/** Head tags every page shares: icons, Open Graph, the business's structured data. */
export function Head({ page }: { page: PageInfo }) {
  return (
    <>
      <meta name="theme-color" content="#0b1118" />
      <link rel="icon" href={logo} type="image/svg+xml" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brandName} />
      <meta property="og:title" content={page.meta.title} />
      <meta property="og:description" content={page.meta.description} />
      <meta property="og:url" content={page.url} />
      <meta property="og:image" content={page.siteUrl + shareImage} />
      <meta name="twitter:card" content="summary_large_image" />
      <StructuredData logo={logo} />
    </>
  );
}

export default function Layout({ page, children }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Island
        of={NavBar}
        when="load"
        props={{
          links: pages.map(({ href, label, menuLabel }) => ({ href, label, menuLabel })),
          active: activeTab(page.route),
          brand: brandName,
          logo,
          quoteHref,
          phoneHref,
        }}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer logo={logo} />
      <Island of={BadgeColumn} when="idle" props={{ badges: certifications }} />
    </>
  );
}
