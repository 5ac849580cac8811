import type { ReactNode } from 'react';
import type { Cover } from '../content/media.ts';
import { CoverPicture } from '../islands/lib/CoverPicture.tsx';
import { ScrollDownLink } from '../islands/lib/ScrollDownLink.tsx';

/**
 * The dark banner at the top of the inner pages. Its photo is the page's largest image, so it is
 * eager, high priority and preloaded; it is decoration behind the heading, hence alt="".
 */
export function PageHero({ title, image, children, scrollTo }: { title: string; image: Cover; children?: ReactNode; scrollTo?: string }) {
  return (
    <section className="page-hero">
      <CoverPicture cover={image} alt="" className="page-hero__image" priority />
      <div className="page-hero__content container">
        <h1>{title}</h1>
        {children}
        {scrollTo ? <ScrollDownLink href={`#${scrollTo}`} className="hero__scroll page-hero__scroll" /> : null}
      </div>
    </section>
  );
}
