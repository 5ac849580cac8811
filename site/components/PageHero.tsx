import type { ReactNode } from 'react';
import type { Image } from '../content/media.ts';

/**
 * The dark banner at the top of the inner pages. Its photo is the page's largest image, so it is
 * eager and high priority.
 */
export function PageHero({ title, image, children, scrollTo }: { title: string; image: Image; children?: ReactNode; scrollTo?: string }) {
  return (
    <section className="page-hero">
      <img className="page-hero__image" src={image.src} alt="" width={image.width} height={image.height} fetchPriority="high" decoding="async" />
      <div className="page-hero__content container">
        <h1>{title}</h1>
        {children}
        {scrollTo ? (
          <a className="hero__scroll page-hero__scroll" href={`#${scrollTo}`} aria-label="Scroll down">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path d="M12 4v15m0 0-6-6m6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </a>
        ) : null}
      </div>
    </section>
  );
}
