import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isCompressible } from '../encodings.ts';

/**
 * Placeholders a site can be published with by mistake: the reserved example domains (RFC 2606:
 * .example, example.com/.net/.org) and the 555-0100 to 555-0199 numbers reserved for fiction. The
 * deploy lists each one the built pages still carry, with a file that has it.
 */
const PATTERNS: { what: string; pattern: RegExp }[] = [
  { what: 'a placeholder domain', pattern: /\b[\w.-]+\.example\b(?!\.?[\w-])/g },
  { what: 'an example domain or address', pattern: /\b[\w.+-]*@?(?:[\w-]+\.)*example\.(?:com|net|org)\b/g },
  { what: 'a fictional phone number', pattern: /\(?\b\d{3}\)?[\s.-]*555[\s.-]*01\d\d\b/g },
];

export interface Placeholder {
  what: string;
  text: string;
  file: string;
}

/** Each placeholder in the text files of the build in `outDir` (`files`), once, with the first file that has it. */
export function placeholdersIn(outDir: string, files: readonly string[]): Placeholder[] {
  const found = new Map<string, Placeholder>();
  for (const file of files.filter((name) => isCompressible(name) && !/\.(br|gz)$/.test(name))) {
    const text = readFileSync(path.join(outDir, file), 'utf8');
    for (const { what, pattern } of PATTERNS) {
      for (const [match] of text.matchAll(pattern)) if (!found.has(match)) found.set(match, { what, text: match, file });
    }
  }
  return [...found.values()];
}
