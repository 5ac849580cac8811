import type { ReactNode } from 'react';

/**
 * What a line must never split in a spec: a hyphenated designation (6061-T6, 17-4 PH's 17-4,
 * MIL-A-8625, C0512847-IS5, QT-Nexus), a standard's name and number (ASTM A967, AMS 2700, Type II), a date,
 * a size and its unit (64 x 32 x 30 in), a number and its unit (0.0002 in, 16 µin, 68 °F, 50,000
 * pieces), an order of axes (X x Y x Z).
 */
const UNBREAKABLE = new RegExp(
  [
    String.raw`[A-Za-z0-9.]+(?:-[A-Za-z0-9.]+)+`,
    String.raw`\b(?:AMS|ASTM|ASME|SAE|ISO|AS|MIL|NAS|CFR|Type|Class|Grade|Rev) (?:[A-Z]?\d[\w.:]*|[IVX]+\b)`,
    String.raw`\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}`,
    String.raw`(?:⌀ )?\d[\d.,]*(?: x \d[\d.,]*)+(?: (?:in|mm)\b)?`,
    String.raw`[±⌀]?\d[\d.,]* (?:in|mm|µin|µm|rpm|°F|pieces)\b`,
    String.raw`\b[XYZ](?: x [XYZ])+\b`,
  ].join('|'),
  'g',
);

/** U+2060 WORD JOINER: no line break on either side of it, and nothing drawn. */
const WORD_JOINER = '\u2060';

/** The text on one line: every space a no-break space (an opening-hours range, a city with its ZIP). */
export const noBreak = (text: string): string => text.replaceAll(' ', '\u00a0');

/**
 * The text with each such run held together: its spaces no-break spaces, a word joiner after each
 * hyphen (the brand face has no U+2011 non-breaking hyphen, and a span with white-space: nowrap
 * trips axe's contrast check under the open phone menu). Other nodes as they are.
 */
export function keepTogether(content: ReactNode): ReactNode {
  return typeof content === 'string' ? keepRunsTogether(content) : content;
}

/**
 * keepTogether for plain text. The PDFs pass `joinHyphens: false`: their font has no word joiner,
 * and a hyphenated designation there may break (their columns are set wider than a phone's).
 */
export function keepRunsTogether(text: string, { joinHyphens = true } = {}): string {
  return text.replace(UNBREAKABLE, (run) => {
    const spaced = run.replaceAll(' ', '\u00a0');
    return joinHyphens ? spaced.replaceAll('-', `-${WORD_JOINER}`) : spaced;
  });
}
