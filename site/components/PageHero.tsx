import type { ReactNode } from 'react';
import type { Image } from '../content/media.ts';
import { ScrollDownLink } from '../islands/lib/ScrollDownLink.tsx';

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
        {scrollTo ? <ScrollDownLink href={`#${scrollTo}`} className="hero__scroll page-hero__scroll" /> : null}
      </div>
    </section>
  );
}
