/**
 * What a page shows of each picture on it, measured in the browser (run by page.evaluate, so
 * self-contained): the part of the file drawn on screen, after object-fit, object-position and any
 * ancestor that clips it, and the text lines, controls and pills drawn over that part.
 *
 * A carousel's hidden slides are measured too, each with its own text: text counts for a hidden
 * picture only where it is hidden with it (the same slide), and for a shown picture only where it
 * shows; what is fixed on the screen (the nav bar) counts for both.
 */

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface MeasuredPicture {
  /** The file the browser chose (its path). */
  src: string;
  alt: string;
  /** The figure's caption, or the lightbox's, if it has one. */
  caption: string;
  /** Where it is: the nearest labelled parts of the page, outermost first ("Our work › Slide 2 of 3"). */
  place: string;
  /** The picture's box on the page (CSS px). */
  box: Rect;
  /** What of the file is on screen, in the file's pixels; null when none of it is. */
  shown: Rect | null;
  /** How wide that part is drawn (CSS px). */
  shownWidth: number;
  /** Text, controls and pills over what is shown, in the file's pixels. */
  text: Rect[];
  /** The file's pixel size. */
  natural: { width: number; height: number };
  /** The size the lightbox opens it at, if it opens in one (its link's data-pswp-*). */
  lightbox: { width: number; height: number } | null;
}

export function measurePictures(): MeasuredPicture[] {
  const doc = (rect: DOMRect): Rect => ({ left: rect.left + scrollX, top: rect.top + scrollY, width: rect.width, height: rect.height });
  const intersect = (a: Rect, b: Rect): Rect | null => {
    const left = Math.max(a.left, b.left);
    const top = Math.max(a.top, b.top);
    const right = Math.min(a.left + a.width, b.left + b.width);
    const bottom = Math.min(a.top + a.height, b.top + b.height);
    return right - left > 0.5 && bottom - top > 0.5 ? { left, top, width: right - left, height: bottom - top } : null;
  };
  const seen = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  /** The outermost ancestor that hides `el` (opacity 0 or visibility hidden), or null if it shows. */
  const hiddenRoot = (el: Element): Element | null => {
    let root: Element | null = null;
    for (let at: Element | null = el; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.opacity === '0' || style.visibility === 'hidden') root = at;
    }
    return root;
  };
  const fixed = (el: Element) => {
    for (let at: Element | null = el; at; at = at.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(at).position)) return true;
    return false;
  };
  const label = (el: Element) => {
    const heading = el.querySelector('h1, h2, h3');
    return el.getAttribute('aria-label') ?? heading?.textContent?.trim().replace(/\s+/g, ' ') ?? '';
  };
  const placeOf = (img: Element) => {
    const labels: string[] = [];
    for (let at = img.parentElement; at && labels.length < 2; at = at.parentElement) {
      if (!at.matches('[aria-roledescription="slide"], section, header, article, aside, footer, [role="region"]')) continue;
      const text = label(at);
      if (text) labels.unshift(text);
    }
    return labels.join(' › ') || 'page';
  };
  /** The rect a background paints or a control takes: what reads as a pill or a button over a picture. */
  const painted = (el: Element) => {
    const style = getComputedStyle(el);
    return el.matches('button, [role="button"], input, select') || (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent') || parseFloat(style.borderTopWidth) > 0;
  };

  // Every line of text and every painted element that carries text, once.
  const lines: { rect: Rect; el: Element }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim() || !node.parentElement || node.parentElement.closest('script, style, noscript, template')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 0 && rect.height > 0) lines.push({ rect: doc(rect), el: node.parentElement });
  }
  const boxes = [...document.body.querySelectorAll('*')].filter((el) => painted(el) && el.textContent?.trim()).map((el) => ({ rect: doc(el.getBoundingClientRect()), el }));

  const pictures: MeasuredPicture[] = [];
  for (const img of document.querySelectorAll('img')) {
    if (!img.currentSrc || !img.naturalWidth) continue;
    const box = doc(img.getBoundingClientRect());
    if (box.width < 1 || box.height < 1) continue;
    const style = getComputedStyle(img);
    const nw = img.naturalWidth;
    const nh = img.naturalHeight;
    const fit = style.objectFit;
    const scaleX = fit === 'fill' ? box.width / nw : 0;
    const scale =
      fit === 'cover' ? Math.max(box.width / nw, box.height / nh) : fit === 'contain' ? Math.min(box.width / nw, box.height / nh) : fit === 'none' ? 1 : fit === 'scale-down' ? Math.min(1, box.width / nw, box.height / nh) : 0;
    const sx = scale || scaleX;
    const sy = scale || box.height / nh;
    const [px = '50%', py = '50%'] = style.objectPosition.split(' ');
    const offset = (value: string, room: number) => (value.endsWith('%') ? (parseFloat(value) / 100) * room : parseFloat(value));
    const drawn: Rect = { left: box.left + offset(px, box.width - nw * sx), top: box.top + offset(py, box.height - nh * sy), width: nw * sx, height: nh * sy };
    let visible = intersect(drawn, box);
    for (let at = img.parentElement; at && visible; at = at.parentElement) {
      const clip = getComputedStyle(at);
      if (clip.overflowX !== 'visible' || clip.overflowY !== 'visible' || clip.clipPath !== 'none') visible = intersect(visible, doc(at.getBoundingClientRect()));
    }
    const toFile = (rect: Rect): Rect => ({ left: (rect.left - drawn.left) / sx, top: (rect.top - drawn.top) / sy, width: rect.width / sx, height: rect.height / sy });
    const hidden = hiddenRoot(img);
    const counts = (el: Element) => !el.contains(img) && (fixed(el) ? seen(el) : hidden ? hidden.contains(el) : seen(el));
    const text = visible
      ? [...lines, ...boxes].flatMap(({ rect, el }) => {
          const over = counts(el) ? intersect(rect, visible!) : null;
          return over ? [toFile(over)] : [];
        })
      : [];
    const link = img.closest('a[data-pswp-width]');
    const figure = img.closest('figure');
    pictures.push({
      src: new URL(img.currentSrc).pathname,
      alt: img.alt,
      caption: (figure?.querySelector('figcaption')?.textContent ?? link?.getAttribute('data-caption') ?? '').trim().replace(/\s+/g, ' '),
      place: placeOf(img),
      box,
      shown: visible && toFile(visible),
      shownWidth: visible?.width ?? 0,
      text,
      natural: { width: nw, height: nh },
      lightbox: link ? { width: Number(link.getAttribute('data-pswp-width')), height: Number(link.getAttribute('data-pswp-height')) } : null,
    });
  }
  return pictures;
}
