import { Island, asset, image, type LayoutProps, type PageInfo } from 'ssg';
import { Footer } from '../components/Footer.tsx';
import { StructuredData } from '../components/StructuredData.tsx';
import { brandName, phoneHref, quoteHref } from '../content/company.ts';
import { certifications } from '../content/certifications.ts';
import { activeTab, pages } from '../content/navigation.ts';
import BadgeColumn from '../islands/BadgeColumn.tsx';
import NavBar from '../islands/NavBar.tsx';

const logo = asset('logo.svg');
/** The link-preview picture: a JPEG at the 1200 x 630 that social networks ask for. */
const shareImage = image('photos/hero-shop-floor.jpg', { widths: [1200], aspectRatio: 1200 / 630 });

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
      <meta property="og:image" content={page.siteUrl + shareImage.fallback} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
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
        when="idle"
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
      <Island of={BadgeColumn} when="idle" props={{ badges: certifications.map(({ name, src }) => ({ name, src })) }} />
    </>
  );
}
