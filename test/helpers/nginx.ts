import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { waitForHttp } from './server.ts';

/**
 * Debian's nginx (tests never download anything). Without it, nginx suites skip with a one-line
 * hint, except under CI=true, where a missing nginx is a failure.
 */
const NGINX = process.env.NGINX_PATH ?? ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
export const nginxPath = NGINX && existsSync(NGINX) ? NGINX : undefined;
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const hasBrotli = existsSync(BROTLI_MODULE);
const MIME_TYPES = '/etc/nginx/mime.types';
const HINT = 'No nginx found: install it with `apt-get install -y nginx libnginx-mod-http-brotli-static` or set NGINX_PATH. nginx tests skipped.';

if (!nginxPath) {
  if (process.env.CI === 'true') throw new Error(HINT.replace('skipped', 'cannot run under CI=true'));
  console.warn(HINT);
}

/** A self-signed certificate for 127.0.0.1 (openssl), for an HTTPS listener. */
function selfSigned(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
  return { cert, key };
}

/**
 * Starts nginx in the foreground with the server block the build wrote into `hostingDir` (the
 * brotli one when the module is installed), listening on a loopback port instead of port 80, and
 * with `tlsPort`, also on HTTPS there (a self-signed certificate), as a deployment behind TLS is.
 */
export async function startNginx(hostingDir: string, dir: string, port: number, tlsPort?: number): Promise<ChildProcess> {
  await mkdir(dir, { recursive: true });
  const site = path.join(dir, 'site.conf');
  const generated = await readFile(path.join(hostingDir, 'nginx', hasBrotli ? 'site-brotli.conf' : 'site.conf'), 'utf8');
  const tls = tlsPort ? selfSigned(dir) : undefined;
  const listen = [`listen 127.0.0.1:${port};`, ...(tls ? [`listen 127.0.0.1:${tlsPort} ssl;`, `ssl_certificate ${tls.cert};`, `ssl_certificate_key ${tls.key};`] : [])];
  await writeFile(site, generated.replace(/^(\s*)listen 80;$/m, (_line, indent: string) => listen.map((line) => indent + line).join('\n')));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const conf = [
    ...(hasBrotli ? [`load_module ${BROTLI_MODULE};`] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  include ${MIME_TYPES};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    `  include ${site};`,
    '}',
  ].join('\n');
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, conf);
  const child = spawn(nginxPath!, ['-c', file, '-p', dir, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  await waitForHttp(`http://127.0.0.1:${port}/`, child, () => stderr);
  return child;
}
