import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../shared/hooks.ts';

export interface PageNavProps {
  sections: { id: string; label: string }[];
}

/** How far under the stuck bars a section's top must be to count as the one being read. */
const READING_LINE_PX = 24;
/** Farther up than any page reaches: the reading root runs from there down to the line. */
const ABOVE_THE_SCREEN_PX = 1_000_000;

/**
 * Links to the sections of a long page, under its hero: Services runs to over 17,000 px on a
 * phone, and a buyer looking for the tolerances or the case studies should not have to scroll
 * for them. Hydrated, it marks the link of the section being read (aria-current, for every engine
 * and for screen readers; Chromium alone marks it without script, page-nav.css) and, where the row
 * is wider than the screen, scrolls the row to put that link in its middle: at 375 px the row is
 * 734 px wide, and the mark moved off the screen's edge while the visitor read the gallery.
 */
export default function PageNav({ sections }: PageNavProps) {
  const row = useRef<HTMLUListElement>(null);

  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const list = row.current;
    if (!list) return;
    const links = [...list.querySelectorAll('a')];
    const targets = sections.map((section) => document.getElementById(section.id));
    /** The sections whose top has passed the reading line. */
    const passed = new Set<number>();
    let current = -1;
    const mark = () => {
      const reading = Math.max(-1, ...passed);
      if (reading === current) return;
      links[current]?.removeAttribute('aria-current');
      current = reading;
      const link = links[current];
      // Never moved while the keyboard is in the row, which brings the focused link into view itself.
      const scrollRow = (left: number) => {
        if (!list.contains(document.activeElement)) list.scrollTo({ left, behavior: reducedMotion ? 'instant' : 'smooth' });
      };
      // Above the first section, the row starts at its first link (it stayed where the last
      // section had scrolled it, its first links cut off by the screen's edge).
      if (!link) {
        scrollRow(0);
        return;
      }
      link.setAttribute('aria-current', 'location');
      // Brought into the row's middle when it is not in view, clear of the fade at the row's right
      // edge (the browser stops at the ends).
      const rowBox = list.getBoundingClientRect();
      const linkBox = link.getBoundingClientRect();
      const fade = parseFloat(getComputedStyle(list.parentElement!, '::after').width) || 0;
      if (linkBox.left < rowBox.left || linkBox.right > rowBox.right - fade) scrollRow(link.offsetLeft + link.offsetWidth / 2 - list.clientWidth / 2);
    };
    // The observer's root is all of the page above the reading line (under the stuck bars): a
    // section is in it once its top has passed the line, however far the page jumped. (A root of
    // the screen alone missed a jump from the end to the top: above it and below it are both out.)
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      const line = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + READING_LINE_PX;
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const index = targets.indexOf(entry.target as HTMLElement);
            if (entry.isIntersecting) passed.add(index);
            else passed.delete(index);
          }
          mark();
        },
        { rootMargin: `${ABOVE_THE_SCREEN_PX}px 0px ${Math.min(0, line - innerHeight)}px 0px` },
      );
      for (const target of targets) if (target) observer.observe(target);
    };
    observe();
    addEventListener('resize', observe, { passive: true });
    return () => {
      removeEventListener('resize', observe);
      observer?.disconnect();
      // The next run (a changed motion preference) marks afresh: never two links marked.
      links[current]?.removeAttribute('aria-current');
    };
  }, [sections, reducedMotion]);

  return (
    <nav className="page-nav" aria-label="On this page">
      <ul className="container" ref={row}>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
