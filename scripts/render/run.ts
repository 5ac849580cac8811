/**
 * Renders the site's pictures and writes them into assets/:
 *
 *   npm run render                      # every shot (about an hour on two cores)
 *   npm run render -- hero-shop-floor   # some shots, by name (see shots.py)
 *   npm run render -- --preview         # half size, few samples, into .cache/renders only
 *
 * Needs Blender 3.4 or later on the PATH (Debian: apt-get install blender); the site's build
 * never does, because the results are committed.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const script = path.join(import.meta.dirname, 'render.py');
const blender = spawn('blender', ['-b', '--factory-startup', '--python-exit-code', '1', '--python', script, '--', ...args], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
blender.on('error', (error) => {
  console.error(`render: could not start Blender (${error.message}). Install it: apt-get install -y blender`);
  process.exit(1);
});
// Blender prints a progress line per tile; pass on only what the render script says.
for await (const line of createInterface({ input: blender.stdout })) {
  if (/^(rendered|unknown shot|Traceback|\w+Error)/.test(line)) console.log(line);
}
const [status] = await once(blender, 'close');
if (status !== 0) process.exit(status ?? 1);
if (!args.includes('--preview')) await import('./finish.ts');
