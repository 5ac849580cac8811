import { useRef, type FocusEvent, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react';
import type { Cover } from '../content/media.ts';
import { CoverPicture } from './lib/CoverPicture.tsx';
import { HERO } from './lib/constants.ts';
import { useEnhanced, useImageSettled, usePrefersReducedMotion } from './lib/hooks.ts';
import { ScrollDownLink } from './lib/ScrollDownLink.tsx';
import { useCarousel } from './lib/useCarousel.ts';

export interface HeroAction {
  label: string;
  href: string;
  /** "scroll" draws the down-arrow link, named by the label; "button" a labelled button link. */
  kind: 'scroll' | 'button';
}

export interface HeroSlide {
  image: Cover;
  eyebrow?: string;
  /** Title lines; the first slide's title is the page's h1. */
  title: string[];
  text?: string;
  /** Short facts under the text, e.g. certifications. */
  facts?: string[];
  actions?: HeroAction[];
}

export interface HeroCarouselProps {
  label: string;
  slides: HeroSlide[];
}

function Action({ action }: { action: HeroAction }) {
  if (action.kind === 'scroll') return <ScrollDownLink href={action.href} label={action.label} />;
  return (
    <a className="button button--primary button--large" href={action.href}>
      {action.label}
    </a>
  );
}

function HeldBack({ until, children }: { until: boolean; children: ReactNode }) {
  return until ? children : <noscript>{children}</noscript>;
}

/**
 * The full-screen fading hero carousel of the home page. Without JavaScript the slides sit side
 * by side in a scroll-snapping strip; once hydrated they fade in place.
 */
export default function HeroCarousel({ label, slides }: HeroCarouselProps) {
  const enhanced = useEnhanced();
  const reducedMotion = usePrefersReducedMotion();
  const carousel = useCarousel(slides.length, { intervalMs: HERO.intervalMs, touchResumeDelayMs: HERO.touchResumeDelayMs }, reducedMotion);
  const touchStartX = useRef<number | null>(null);
  const track = useRef<HTMLDivElement>(null);
  const firstImageSettled = useImageSettled(track);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') carousel.previous();
    else if (event.key === 'ArrowRight') carousel.next();
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined) return;
    const distance = end - start;
    if (Math.abs(distance) >= HERO.swipeThresholdPx) {
      if (distance < 0) carousel.next();
      else carousel.previous();
    }
    carousel.touched();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.setFocused(false);
  };

  return (
    <section
      className="hero"
      data-moved={carousel.moved ? '' : undefined}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={onBlur}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className="hero__track" ref={track} aria-live={carousel.rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === carousel.index;
          const Title = i === 0 ? 'h1' : 'h2';
          return (
            <div
              key={i}
              className="hero__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              data-active={active ? '' : undefined}
              aria-hidden={enhanced && !active ? true : undefined}
              inert={enhanced && !active ? true : undefined}
            >
              {i === 0 ? (
                <CoverPicture cover={slide.image} alt={slide.image.alt} className="hero__image" priority />
              ) : (
                // Until slide 1's picture has loaded, the others wait in <noscript>: inert text when
                // scripts run, so they cannot compete with it; ordinary lazy pictures when scripts are off.
                <HeldBack until={firstImageSettled}>
                  <CoverPicture cover={slide.image} alt={slide.image.alt} className="hero__image" />
                </HeldBack>
              )}
              <div className="hero__content container">
                {slide.eyebrow ? <p className="hero__eyebrow">{slide.eyebrow}</p> : null}
                <Title className="hero__title">
                  {slide.title.map((line, n) => (
                    <span key={n} className="hero__line">
                      {line}
                    </span>
                  ))}
                </Title>
                {slide.text ? <p className="hero__text">{slide.text}</p> : null}
                {slide.facts ? (
                  <ul className="hero__facts">
                    {slide.facts.map((fact) => (
                      <li key={fact}>{fact}</li>
                    ))}
                  </ul>
                ) : null}
                {slide.actions ? (
                  <div className="hero__actions">
                    {slide.actions.map((action) => (
                      <Action key={action.label} action={action} />
                    ))}
                  </div>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      <div className="hero__controls container">
        <button type="button" className="hero__button" aria-label="Previous slide" onClick={carousel.previous}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
        </button>
        <ol className="hero__dots" aria-hidden="true">
          {slides.map((_, i) => (
            <li key={i} data-active={i === carousel.index ? '' : undefined} />
          ))}
        </ol>
        <button type="button" className="hero__button" aria-label="Next slide" onClick={carousel.next}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
        </button>
        <button type="button" className="hero__button hero__pause" aria-label={carousel.paused ? 'Play slideshow' : 'Pause slideshow'} onClick={carousel.togglePaused}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            {carousel.paused ? <path d="M8 5v14l11-7z" fill="currentColor" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />}
          </svg>
        </button>
      </div>
    </section>
  );
}
