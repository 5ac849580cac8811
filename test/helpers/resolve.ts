import type { BuildResult } from '../../build/pipeline/build.ts';
import { requestResolver } from '../../build/hosting/resolve.ts';

/** How every server answers a URL path of this build (build/hosting/resolve.ts over its routes and files). */
export function resolverFor(result: BuildResult) {
  return requestResolver(
    result.pages.map((page) => page.route),
    (file) => result.output.files.has(file),
  );
}
