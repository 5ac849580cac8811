/**
 * One `npm run build` of the site, as the bench times it from outside: prints the build's own
 * time and the process's peak memory as JSON on the last line.
 */
import path from 'node:path';
import { build, loadConfig } from '../../build/build.ts';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = process.argv[2];
const result = await build(await loadConfig(root, outDir ? { outDir, hostingDir: path.join(outDir, '..', 'hosting') } : {}));
console.log(JSON.stringify({ buildMs: result.ms, peakRssMb: process.resourceUsage().maxRSS / 1024, encoded: result.images.encoded }));
