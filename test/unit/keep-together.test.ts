import { describe, expect, it } from 'vitest';
import { keepTogether, noBreak } from '../../site/shared/keepTogether.ts';

const WJ = '\u2060';
const NBSP = '\u00a0';

describe('keepTogether', () => {
  it.each([
    ['6061-T6, hard anodized', `6061-${WJ}T6, hard anodized`],
    ['Type II anodize (MIL-A-8625)', `Type${NBSP}II anodize (MIL-${WJ}A-${WJ}8625)`],
    ['Passivation to ASTM A967 or AMS 2700', `Passivation to ASTM${NBSP}A967 or AMS${NBSP}2700`],
    ['Valid until August 14, 2027', `Valid until August${NBSP}14,${NBSP}2027`],
    ['Bore Ø 0.1260 ±0.0002 in', `Bore Ø 0.1260 ±0.0002${NBSP}in`],
    ['Mazak QT-Nexus 250MSY', `Mazak QT-${WJ}Nexus 250MSY`],
    ['on travels up to 64 x 32 x 30 in.', `on travels up to 64${NBSP}x${NBSP}32${NBSP}x${NBSP}30${NBSP}in.`],
    ['Lots from 100 to 50,000 pieces', `Lots from 100 to 50,000${NBSP}pieces`],
    ['PDF, Rev. F, issued', `PDF, Rev.${NBSP}F, issued`],
    ['drawing KP-40217 Rev C', `drawing KP-${WJ}40217 Rev${NBSP}C`],
    ['Measuring volume X x Y x Z, in', `Measuring volume X${NBSP}x${NBSP}Y${NBSP}x${NBSP}Z, in`],
  ])('holds the spec runs of %j together and nothing else', (text, expected) => {
    expect(keepTogether(text)).toBe(expected);
  });

  it('noBreak puts a whole run on one line', () => {
    expect(noBreak('7:00 AM to 4:30 PM')).toBe(`7:00${NBSP}AM${NBSP}to${NBSP}4:30${NBSP}PM`);
  });

  it('leaves prose and other nodes alone', () => {
    expect(keepTogether('A thin blade that springs when released from the vise')).toBe('A thin blade that springs when released from the vise');
    const node = { type: 'span' };
    expect(keepTogether(node as never)).toBe(node);
  });
});
