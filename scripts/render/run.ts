/**
 * Renders the site's pictures and writes them into assets/:
 *
 *   npm run render                      # every shot (about an hour on two cores)
 *   npm run render -- hero-shop-floor   # some shots, by name (see shots.py)
 *   npm run render -- --preview         # half size, few samples, into .cache/renders only
 *   npm run render -- --subjects        # only where each shot's subject is: assets/stand-ins.json
 *
 * Needs Blender 3.4 or later on the PATH (Debian: apt-get install blender); the site's build
 * never does, because the results are committed.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const subjectsOnly = args.includes('--subjects');
const shots = args.filter((arg) => !arg.startsWith('--'));

/** Runs a script of this folder in Blender, passing on only what it says of its own work. */
async function inBlender(file: string, scriptArgs: string[], says: RegExp): Promise<void> {
  const blender = spawn('blender', ['-b', '--factory-startup', '--python-exit-code', '1', '--python', path.join(import.meta.dirname, file), '--', ...scriptArgs], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  blender.on('error', (error) => {
    console.error(`render: could not start Blender (${error.message}). Install it: apt-get install -y blender`);
    process.exit(1);
  });
  // Blender prints a progress line per tile; pass on only what the script says.
  for await (const line of createInterface({ input: blender.stdout })) if (says.test(line)) console.log(line);
  const [status] = await once(blender, 'close');
  if (status !== 0) process.exit(status ?? 1);
}

if (!subjectsOnly) {
  await inBlender('render.py', args, /^(rendered|unknown shot|Traceback|\w+Error)/);
  if (args.includes('--preview')) process.exit(0);
  await import('./finish.ts');
}
// Where each picture's subject is, and its bytes, for the site's crops (subjects.py, stand-ins.ts).
await inBlender('subjects.py', shots, /^(Traceback|\w+Error)/);
await import('./stand-ins.ts');
