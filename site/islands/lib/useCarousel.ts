import { useCallback, useEffect, useRef, useState } from 'react';

export interface CarouselTiming {
  intervalMs: number;
  /** After a touch, autoplay resumes this long plus one interval later. */
  touchResumeDelayMs: number;
}

/**
 * Slide index and autoplay for a carousel: wraps both ways, pauses while hovered or focused,
 * holds after a touch, and never moves by itself while paused (by the visitor or by
 * prefers-reduced-motion).
 */
export function useCarousel(count: number, timing: CarouselTiming, reducedMotion: boolean) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touchHold, setTouchHold] = useState(false);
  /** The visitor's own choice; until they make one, reduced motion decides. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const touchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const paused = userPaused ?? reducedMotion;
  const rotating = !paused && !hovered && !focused && !touchHold && count > 1;

  const go = useCallback((step: number) => setIndex((i) => (i + step + count) % count), [count]);
  const next = useCallback(() => go(1), [go]);
  const previous = useCallback(() => go(-1), [go]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(next, timing.intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, index, next, timing.intervalMs]);

  const touched = useCallback(() => {
    setTouchHold(true);
    clearTimeout(touchTimer.current);
    touchTimer.current = setTimeout(() => setTouchHold(false), timing.touchResumeDelayMs);
  }, [timing.touchResumeDelayMs]);
  useEffect(() => () => clearTimeout(touchTimer.current), []);

  return {
    index,
    rotating,
    paused,
    next,
    previous,
    setHovered,
    setFocused,
    touched,
    togglePaused: () => setUserPaused(!paused),
  };
}
