import { useEffect, useRef } from 'react';

export interface PageNavProps {
  sections: { id: string; label: string }[];
}

/** How far under the top of the screen a section's top must be to count as the one being read: the bars, then a little. */
const READING_LINE_PX = 24;

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

  useEffect(() => {
    const list = row.current;
    if (!list) return;
    const links = [...list.querySelectorAll('a')];
    const targets = sections.map((section) => document.getElementById(section.id));
    let current = -1;
    let frame = 0;
    const mark = () => {
      frame = 0;
      const line = list.getBoundingClientRect().bottom + READING_LINE_PX;
      const reading = targets.reduce((last, target, index) => (target && target.getBoundingClientRect().top <= line ? index : last), -1);
      if (reading === current) return;
      links[current]?.removeAttribute('aria-current');
      current = reading;
      const link = links[current];
      if (!link) return;
      link.setAttribute('aria-current', 'location');
      // Brought into the row's middle when it is not in view, clear of the fade at the row's right
      // edge (the browser stops at the ends); never while the keyboard is in the row, which
      // brings the focused link into view itself.
      const row = list.getBoundingClientRect();
      const box = link.getBoundingClientRect();
      const fade = parseFloat(getComputedStyle(list.parentElement!, '::after').width) || 0;
      if ((box.left < row.left || box.right > row.right - fade) && !list.contains(document.activeElement)) {
        const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
        list.scrollTo({ left: link.offsetLeft + link.offsetWidth / 2 - list.clientWidth / 2, behavior: smooth ? 'smooth' : 'instant' });
      }
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(mark);
    };
    mark();
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [sections]);

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
