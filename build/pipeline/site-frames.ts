import path from 'node:path';
import { sourcePlace } from './assets/assets.ts';

/**
 * The frames of an error's stack that are in site code, mapped through the bundle's source map to
 * the .ts and .tsx files (the test runner formats stacks without it), as lines to print under the
 * error: where the site's code failed comes first, and the frames in React, other packages and
 * the generator are folded into one line that says how many there were.
 */
export function siteFrames(error: unknown, siteDir: string, max = 4): string {
  const places = String((error as Error)?.stack ?? '')
    .split('\n')
    .map((line) => /^\s*at (?:(.*?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ name: match[1], place: sourcePlace(match[2], Number(match[3]), Number(match[4])) }));
  const own = places.filter(({ place }) => place?.file.startsWith(siteDir + path.sep));
  const shown = own.slice(0, max).map(({ name, place }) => `\n    at ${path.relative(process.cwd(), place!.file)}:${place!.line}${name ? ` (${name.replace(/^Object\./, '')})` : ''}`);
  const folded = places.length - shown.length;
  return shown.join('') + (folded > 0 && shown.length > 0 ? `\n    (${folded} more ${folded === 1 ? 'frame' : 'frames'} in React, packages and the generator)` : '');
}
