import type { Progress } from './build.ts';

/**
 * What a long build is doing, as it does it: on a terminal one status line, redrawn (images n of
 * N as they are encoded); in a log (CI, a pipe) one line per stage.
 */
export function buildProgress(out: Pick<NodeJS.WriteStream, 'write' | 'isTTY'>): Progress & { done(): void } {
  let drawn = false;
  let last = 0;
  const draw = (text: string) => {
    out.write(`\r\x1b[K  ${text}`);
    drawn = true;
  };
  return {
    stage: (what) => (out.isTTY ? draw(`${what}…`) : out.write(`  ${what}…\n`)),
    images: (done, total) => {
      if (!out.isTTY || (done < total && performance.now() - last < 100)) return;
      last = performance.now();
      draw(`images: ${done} of ${total} variants`);
    },
    done: () => {
      if (drawn) out.write('\r\x1b[K');
    },
  };
}
