/**
 * Input that reaches an island before its script does. An island whose server HTML has controls
 * that do nothing until it hydrates (a carousel's buttons, its swipe, its arrow keys) asks for
 * this with `replay`: the input that woke it is not lost but handed to it once it has hydrated.
 */

/** What is kept. Clicks only on buttons: a link's click has already done what it does. */
const REPLAYED = ['click', 'keydown', 'touchstart', 'touchend'] as const;

function wanted(event: Event): boolean {
  return event.type !== 'click' || (event.target instanceof Element && event.target.closest('button') !== null);
}

export interface InputRecorder {
  /** Stops recording and returns what to replay (call before hydrating: from then on, React listens). */
  stop(): () => void;
}

export function recordInput(element: HTMLElement): InputRecorder {
  const events: Event[] = [];
  const record = (event: Event) => {
    if (wanted(event)) events.push(event);
  };
  REPLAYED.forEach((type) => element.addEventListener(type, record, { capture: true, passive: true }));
  return {
    stop() {
      REPLAYED.forEach((type) => element.removeEventListener(type, record, true));
      // The same event objects, dispatched again on their own targets (the DOM allows it once a
      // dispatch has ended): React reads the key, the touches and the target from them.
      return () => events.forEach((event) => event.target?.dispatchEvent(event));
    },
  };
}
