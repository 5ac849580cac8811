/**
 * `<Fold />`: where a page's first screen ends. The parts of the stylesheet that only markup after
 * it needs are not inlined but linked there, in one stylesheet of their own (render.tsx), so the
 * document that paints the first screen is smaller: a page past a first flight (FIRST_FLIGHT_BYTES)
 * paints a round trip sooner once it fits. The browser's preload scanner finds the link while the
 * first screen paints; Chromium holds back the markup after it until the stylesheet is there
 * (test/browser/fold.test.ts), so nothing shows unstyled: markup after the fold that is fixed to
 * the screen (the badge column) shows once that stylesheet has arrived, a round trip later at most.
 */
export function Fold() {
  return <template data-ssg-fold="" />;
}

/** The fold's markup, as the renderer finds it in a page. */
export const FOLD_MARKUP = '<template data-ssg-fold=""></template>';
