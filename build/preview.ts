import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serveConfig } from './headers.ts';

/**
 * Serves a built output folder with `serve`. The configuration is written to the cache folder,
 * outside the served folder, so it can never be downloaded from the site.
 */
export async function startPreview(options: { outDir: string; cacheDir: string; port: number; host?: string; quiet?: boolean }): Promise<ChildProcess> {
  await mkdir(options.cacheDir, { recursive: true });
  const configFile = path.join(options.cacheDir, 'serve.json');
  await writeFile(configFile, JSON.stringify(serveConfig(), null, 2));
  const serveBin = path.join(path.dirname(createRequire(import.meta.url).resolve('serve/package.json')), 'build', 'main.js');
  const args = [
    serveBin,
    options.outDir,
    '--listen', `tcp://${options.host ?? '0.0.0.0'}:${options.port}`,
    '--config', configFile,
    '--no-clipboard',
    '--no-port-switching',
    ...(options.quiet ? ['--no-request-logging'] : []),
  ];
  return spawn(process.execPath, args, {
    stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, NO_UPDATE_CHECK: '1' },
  });
}
