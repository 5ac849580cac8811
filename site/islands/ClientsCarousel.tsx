import { useEffect, useRef, useState } from 'react';
import Swiper from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { CLIENTS } from './lib/constants.ts';
import { useEnhanced, usePrefersReducedMotion } from './lib/hooks.ts';

export interface ClientsCarouselProps {
  label: string;
  logos: { name: string; src: string }[];
  logoWidth: number;
  logoHeight: number;
}

/**
 * The Our Clients logo carousel (Swiper). The server HTML is already laid out the way Swiper lays
 * it out (site/styles/clients.css), so nothing moves when the script arrives.
 */
export default function ClientsCarousel({ label, logos, logoWidth, logoHeight }: ClientsCarouselProps) {
  const root = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const enhanced = useEnhanced();
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;

  useEffect(() => {
    if (!root.current) return;
    const instance = new Swiper(root.current, {
      modules: [Autoplay, A11y],
      loop: true,
      slidesPerView: 1,
      spaceBetween: 0,
      breakpoints: CLIENTS.breakpoints,
      autoplay: { delay: CLIENTS.autoplayDelayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
      a11y: { enabled: true, slideLabelMessage: '{{index}} of {{slidesLength}}' },
      watchSlidesProgress: true,
    });
    swiper.current = instance;
    return () => {
      instance.destroy(true, false);
      swiper.current = null;
    };
  }, []);

  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (paused) autoplay.stop();
    else autoplay.start();
  }, [paused]);

  // Keyboard focus inside pauses too (WCAG 2.2.2), and resumes when it leaves.
  const onFocus = () => swiper.current?.autoplay?.pause();
  const onBlur = () => {
    if (!paused) swiper.current?.autoplay?.resume();
  };

  return (
    <section className="clients" aria-roledescription="carousel" aria-label={label} onFocus={onFocus} onBlur={onBlur}>
      <div className="clients__swiper swiper" ref={root}>
        <div className="swiper-wrapper">
          {logos.map((logo) => (
            <div className="swiper-slide clients__slide" key={logo.src}>
              <img src={logo.src} alt={logo.name} width={logoWidth} height={logoHeight} loading="lazy" decoding="async" />
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className="clients__pause"
        hidden={!enhanced}
        aria-label={paused ? 'Play logo carousel' : 'Pause logo carousel'}
        onClick={() => setUserPaused(!paused)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          {paused ? <path d="M8 5v14l11-7z" fill="currentColor" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />}
        </svg>
      </button>
    </section>
  );
}
