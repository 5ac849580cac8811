import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import BadgeColumn from '../../site/islands/BadgeColumn.tsx';
import ContactMap from '../../site/islands/ContactMap.tsx';
import HeroCarousel, { type HeroSlide } from '../../site/islands/HeroCarousel.tsx';
import NavBar from '../../site/islands/NavBar.tsx';
import { BADGE_SCROLL_THRESHOLD_PX, HERO, NAV_SCROLL_THRESHOLD_PX } from '../../site/shared/constants.ts';
import { galleryHash, parseGalleryHash } from '../../site/shared/galleryHash.ts';

const band = { width: 15, height: 10, avif: '/p.avif 15w' };
const wide = { width: 16, height: 9, avif: '/a.avif 16w' };
const image = {
  sources: [
    { layout: 'upright', media: '(orientation: portrait)', fit: 'cover' as const, image: band, sizes: '100vw' },
    { layout: 'wide', fit: 'cover' as const, image: wide, sizes: '100vw' },
  ],
  fallback: '/a.jpg',
  subject: { left: 0, top: 0, width: 16, height: 9 },
  subjectFrom: 'whole' as const,
  alt: 'a',
};
const slides: HeroSlide[] = [1, 2, 3].map((n) => ({ image, title: [`Slide ${n}`] }));
const active = () => document.querySelector('.hero__slide[data-active]')?.getAttribute('aria-label');

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
  scrollTo(0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('HeroCarousel state', () => {
  it(`advances every ${HERO.intervalMs} ms and wraps to the first slide`, () => {
    render(<HeroCarousel label="Highlights" slides={slides} />);
    act(() => vi.advanceTimersByTime(HERO.intervalMs - 1));
    expect(active()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(HERO.intervalMs)); // each act commits, as the browser does between timers
    act(() => vi.advanceTimersByTime(HERO.intervalMs));
    expect(active()).toBe('1 of 3');
  });

  it('holds while hovered or focused', () => {
    render(<HeroCarousel label="Highlights" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(4 * HERO.intervalMs));
    expect(active()).toBe('1 of 3');
    fireEvent.mouseLeave(region);
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(4 * HERO.intervalMs));
    expect(active()).toBe('1 of 3');
  });

  it(`needs a ${HERO.swipeThresholdPx} px swipe and resumes ${HERO.touchResumeDelayMs} ms + ${HERO.intervalMs} ms after the touch`, () => {
    render(<HeroCarousel label="Highlights" slides={slides} />);
    const region = screen.getByRole('region', { name: 'Highlights' });
    const swipe = (dx: number) => {
      fireEvent.touchStart(region, { touches: [{ clientX: 100 }] });
      fireEvent.touchEnd(region, { changedTouches: [{ clientX: 100 + dx }] });
    };
    swipe(-(HERO.swipeThresholdPx - 1));
    expect(active()).toBe('1 of 3');
    swipe(-HERO.swipeThresholdPx);
    expect(active()).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(HERO.touchResumeDelayMs));
    act(() => vi.advanceTimersByTime(HERO.intervalMs - 1));
    expect(active()).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(active()).toBe('3 of 3');
  });

  it('never moves by itself with reduced motion, until the visitor presses play', () => {
    mockReducedMotion(true);
    render(<HeroCarousel label="Highlights" slides={slides} />);
    act(() => vi.advanceTimersByTime(6 * HERO.intervalMs));
    expect(active()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(HERO.intervalMs));
    expect(active()).toBe('2 of 3');
  });

  it('hides inactive slides from assistive technology once running', () => {
    render(<HeroCarousel label="Highlights" slides={slides} />);
    const hidden = [...document.querySelectorAll('.hero__slide')].map((s) => s.getAttribute('aria-hidden'));
    expect(hidden).toEqual([null, 'true', 'true']);
  });
});

describe('scroll thresholds', () => {
  const links = [{ href: '/', label: 'Home', menuLabel: 'Home' }];

  it(`NavBar is "scrolled" from ${NAV_SCROLL_THRESHOLD_PX} px`, () => {
    render(<NavBar links={links} active="/" brand="B" logo="/l.svg" quoteHref="mailto:a@b.c" phoneHref="tel:1" phone="1" email="a@b.c" />);
    const nav = document.querySelector('header.nav')!;
    act(() => scrollTo(NAV_SCROLL_THRESHOLD_PX - 1));
    expect(nav.hasAttribute('data-scrolled')).toBe(false);
    act(() => scrollTo(NAV_SCROLL_THRESHOLD_PX));
    expect(nav.hasAttribute('data-scrolled')).toBe(true);
    act(() => scrollTo(0));
    expect(nav.hasAttribute('data-scrolled')).toBe(false);
  });

  it(`BadgeColumn shows past ${BADGE_SCROLL_THRESHOLD_PX} px, not at ${BADGE_SCROLL_THRESHOLD_PX}`, () => {
    render(<BadgeColumn badges={[{ name: 'ISO 9001', src: '/iso.svg' }]} />);
    const aside = document.querySelector('aside')!;
    act(() => void aside.querySelector('img')!.dispatchEvent(new Event('load')));
    act(() => scrollTo(BADGE_SCROLL_THRESHOLD_PX));
    expect(aside.hasAttribute('data-visible')).toBe(false);
    act(() => scrollTo(BADGE_SCROLL_THRESHOLD_PX + 1));
    expect(aside.hasAttribute('data-visible')).toBe(true);
  });
});

describe('BadgeColumn pictures', () => {
  it('shows the column past the threshold only once every picture has arrived or failed', () => {
    render(<BadgeColumn badges={[{ name: 'ISO 9001', src: '/iso.svg' }, { name: 'ITAR', src: '/itar.svg' }]} />);
    const aside = document.querySelector('aside')!;
    act(() => scrollTo(BADGE_SCROLL_THRESHOLD_PX + 1));
    expect(aside.hasAttribute('data-visible')).toBe(false);
    const [iso, itar] = aside.querySelectorAll('img');
    act(() => void iso!.dispatchEvent(new Event('load')));
    expect(aside.hasAttribute('data-visible')).toBe(false);
    act(() => void itar!.dispatchEvent(new Event('error')));
    expect(aside.hasAttribute('data-visible')).toBe(true);
  });
});

describe('ContactMap', () => {
  const props = { title: 'Map showing the shop', src: 'https://www.google.com/maps?q=1,2&output=embed', address: '1 Main St', directions: 'https://www.google.com/maps/dir/?api=1&destination=1+Main+St' };

  it('ships the map only inside <noscript>, beside a placeholder with the address', () => {
    const html = renderToStaticMarkup(<ContactMap {...props} />);
    expect(html.replace(/<noscript>.*<\/noscript>/, '')).not.toContain('<iframe');
    expect(html).toMatch(/<noscript><iframe title="Map showing the shop" src="https:\/\/www\.google\.com\/maps\?q=1,2&amp;output=embed" loading="lazy"/);
    expect(html).toMatch(/<div class="contact__map-placeholder"><p>1 Main St<\/p><a class="button button--outline" href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&amp;destination=1\+Main\+St" target="_blank"/);
  });

  it('puts the lazy, titled map under the placeholder once hydrated, and takes the placeholder away once it has loaded and its host answered', async () => {
    const answered = Promise.resolve(new Response(null));
    vi.stubGlobal('fetch', vi.fn(() => answered));
    // Off the document: happy-dom would try to load the frame's page there, and log that it may not.
    const { container } = render(<ContactMap {...props} />, { container: document.createElement('div') });
    const frame = container.querySelector<HTMLIFrameElement>('iframe[title="Map showing the shop"]')!;
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('src')).toBe(props.src);
    expect(fetch).toHaveBeenCalledWith(props.src, expect.objectContaining({ method: 'HEAD', mode: 'no-cors', credentials: 'omit' }));
    // Under the loading frame, the placeholder and its directions link are out of reach.
    expect(container.querySelector('.contact__map-placeholder')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector<HTMLElement>('.contact__map-placeholder')?.inert).toBe(true);
    act(() => void frame.dispatchEvent(new Event('load')));
    await act(() => answered);
    expect(container.querySelector('.contact__map-placeholder')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('keeps the address and drops the frame where the map host does not answer (its error page would show)', async () => {
    const refused = Promise.reject(new TypeError('Failed to fetch'));
    refused.catch(() => undefined);
    vi.stubGlobal('fetch', vi.fn(() => refused));
    const { container } = render(<ContactMap {...props} />, { container: document.createElement('div') });
    const frame = container.querySelector<HTMLIFrameElement>('iframe')!;
    act(() => void frame.dispatchEvent(new Event('load')));
    await act(() => refused.catch(() => undefined));
    expect(container.querySelector('iframe')).toBeNull();
    // The address and the way there, in reach again.
    const placeholder = container.querySelector<HTMLElement>('.contact__map-placeholder');
    expect(placeholder?.querySelector('p')?.textContent).toBe(props.address);
    expect(placeholder?.querySelector('a')?.getAttribute('href')).toBe(props.directions);
    expect(placeholder?.hasAttribute('aria-hidden')).toBe(false);
    expect(placeholder?.inert).toBe(false);
    vi.unstubAllGlobals();
  });
});

describe('gallery hash', () => {
  it('round-trips a gallery and picture id', () => {
    expect(parseGalleryHash(galleryHash('shop', 'photo-3'))).toEqual({ gid: 'shop', pid: 'photo-3' });
  });

  it.each(['', '#', '#&g=1', '#&gid=x', '#%E0%A4%A', '#&gid=%E0%A4%A&pid=1', '#&pid=2', `#${'x'.repeat(10_000)}`])('ignores %s without throwing', (hash) => {
    expect(parseGalleryHash(hash)).toBeNull();
  });
});
