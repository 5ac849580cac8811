import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from './pipeline/build.ts';
import { buildProgress } from './pipeline/progress.ts';
import { loadConfig } from './pipeline/config.ts';
import { dirs } from './pipeline/dirs.ts';
import { BuildError } from './pipeline/errors.ts';
import { builtSecurityHeaders, securityHeadersFor } from './hosting/headers.ts';
import { startPreview } from './hosting/preview.ts';
import { formatReport } from './pipeline/report.ts';
import { startDevServer } from './pipeline/dev.ts';

/** `build | dev | preview [folder] | deploy s3://...`: the package.json scripts run these through launch.mjs. */

const DEPLOY_FLAGS = ['--dry-run', '--gzip', '--website', '--delete-others', '--production'];

const root = path.resolve(process.env.SITE_ROOT ?? process.cwd());

function fail(error: unknown): never {
  if (error instanceof BuildError) {
    console.error(`\n${error.name}: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
}

async function main(command: string | undefined) {
  const config = await loadConfig(root);
  const port = Number(process.env.PORT ?? config.port);
  const host = process.env.HOST ?? config.host;
  switch (command) {
    case 'build': {
      // React's production build renders the pages (the dev server keeps its warnings).
      process.env.NODE_ENV ??= 'production';
      const progress = buildProgress(process.stdout);
      const result = await build(config, { progress });
      progress.done();
      console.log(`Built ${path.relative(process.cwd(), dirs(config).out) || '.'}/`);
      console.log(formatReport(result));
      return;
    }
    case 'preview': {
      // `preview [folder]`: the site's output folder unless another is named.
      const outDir = process.argv[3] ? path.resolve(process.argv[3]) : dirs(config).out;
      // A folder without the build's _headers still gets the site's policy (its vitals endpoint, say).
      const security = (await builtSecurityHeaders(outDir)) ?? securityHeadersFor(config);
      const preview = await startPreview({ outDir, port, host, security });
      console.log(`Serving ${path.relative(process.cwd(), outDir) || '.'}/ at ${preview.url}`);
      return;
    }
    case 'dev':
      await startDevServer(config, port, host);
      return;
    case 'clean': {
      // What builds make, never what a maintainer edits: the next build starts from nothing.
      const d = dirs(config);
      for (const dir of [d.out, d.cache, d.hosting]) await rm(dir, { recursive: true, force: true });
      console.log(`Removed ${[d.out, d.cache, d.hosting].map((dir) => `${path.relative(process.cwd(), dir) || '.'}/`).join(', ')}`);
      return;
    }
    case 'deploy': {
      const args = process.argv.slice(3);
      const flags = new Set(args.filter((arg) => arg.startsWith('--')));
      const targets = args.filter((arg) => !arg.startsWith('--'));
      const unknown = [...flags].filter((flag) => !DEPLOY_FLAGS.includes(flag));
      if (targets.length !== 1 || unknown.length > 0) {
        console.error(`Usage: npm run deploy -- s3://bucket[/prefix] [${DEPLOY_FLAGS.join('] [')}]${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`);
        process.exit(2);
      }
      const { deploy } = await import('./hosting/deploy/deploy.ts');
      await deploy({
        outDir: dirs(config).out,
        target: targets[0]!,
        dryRun: flags.has('--dry-run'),
        gzip: flags.has('--gzip'),
        website: flags.has('--website'),
        deleteOthers: flags.has('--delete-others'),
        production: flags.has('--production'),
        siteUrl: config.siteUrl,
      });
      return;
    }
    default:
      console.error('Usage: node build/launch.mjs build | dev | preview [folder] | deploy s3://bucket[/prefix] | clean');
      process.exit(2);
  }
}

main(process.argv[2]).catch(fail);
