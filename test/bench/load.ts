/**
 * Load test of the two ways to self-host: `npm run preview` (its own process, as `npm start` runs
 * it) and nginx with the generated server block. Loopback only, bounded in time:
 *   npm run loadtest   [-- --seconds 8 --connections 32]
 * Prints a Markdown table of requests per second and p99 latency, and fails on any error.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { build } from '../../build/pipeline/build.ts';
import { loadConfig } from '../../build/pipeline/config.ts';
import { ASSETS_URL_DIR } from '../../build/shared/contract.ts';
import { nginxPath, startNginx } from '../helpers/nginx.ts';
import { freePort, waitForHttp } from '../helpers/server.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '8' }, connections: { type: 'string', default: '32' } } });
const root = path.resolve(import.meta.dirname, '../..');
const tmp = await mkdtemp(path.join(os.tmpdir(), 'ssg-loadtest-'));
await chmod(tmp, 0o755);
const outDir = path.join(tmp, 'dist');
const hostingDir = path.join(tmp, 'hosting');
const result = await build(await loadConfig(root, { outDir, hostingDir }));
const stylesheetFile = new RegExp(String.raw`^${ASSETS_URL_DIR}/index-\w+\.css$`);
const stylesheet = [...result.output.files.keys()].find((file) => stylesheetFile.test(file))!;

const previewPort = await freePort();
const preview = spawn(process.execPath, ['--import', 'tsx', 'build/cli.ts', 'preview', outDir], {
  cwd: root,
  env: { ...process.env, PORT: String(previewPort) },
  stdio: 'ignore',
});
const servers: { name: string; url: string }[] = [{ name: 'npm run preview', url: `http://127.0.0.1:${previewPort}` }];
const nginxPort = await freePort();
const nginx = nginxPath ? await startNginx(hostingDir, path.join(tmp, 'nginx'), nginxPort) : undefined;
if (nginx) servers.push({ name: 'nginx', url: `http://127.0.0.1:${nginxPort}` });
await waitForHttp(servers[0]!.url, preview);

const rows: string[] = [];
let failed = false;
try {
  for (const server of servers) {
    for (const [label, urlPath] of [['home page', '/'], ['hashed CSS', `/${stylesheet}`]] as const) {
      const run = await autocannon({
        url: server.url + urlPath,
        connections: Number(values.connections),
        duration: Number(values.seconds),
        headers: { 'accept-encoding': 'gzip, br' },
      });
      const errors = run.errors + run.timeouts + run.non2xx;
      failed ||= errors > 0;
      rows.push(`| ${server.name} | ${label} | ${Math.round(run.requests.average).toLocaleString('en-US')} | ${run.latency.p99} ms | ${errors} |`);
    }
  }
} finally {
  preview.kill();
  nginx?.kill();
  await rm(tmp, { recursive: true, force: true });
}
console.log(`\n${values.connections} connections, ${values.seconds} s per row, loopback, ${os.cpus().length} cores\n`);
console.log(['| server | URL | requests/s | p99 latency | errors |', '| --- | --- | --- | --- | --- |', ...rows].join('\n'));
if (!nginx) console.log('\nnginx not found: install it (apt-get install -y nginx libnginx-mod-http-brotli-static) to compare.');
if (failed) process.exitCode = 1;
