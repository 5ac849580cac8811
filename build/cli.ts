import path from 'node:path';
import { build } from './pipeline/build.ts';
import { loadConfig } from './pipeline/config.ts';
import { dirs } from './pipeline/dirs.ts';
import { BuildError } from './pipeline/errors.ts';
import { builtSecurityHeaders, securityHeadersFor } from './hosting/headers.ts';
import { startPreview } from './hosting/preview.ts';
import { formatReport } from './pipeline/report.ts';
import { startDevServer } from './pipeline/dev.ts';

/** `build | dev | preview [folder]`: the package.json scripts run these through launch.mjs. */

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
      const result = await build(config);
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
    default:
      console.error('Usage: node build/launch.mjs build | dev | preview [folder]');
      process.exit(2);
  }
}

main(process.argv[2]).catch(fail);
