import type { BuildResult } from '../../build/build.ts';
import { requestResolver } from '../../build/resolve.ts';

/** How every server answers a URL path of this build (build/resolve.ts over its routes and files). */
export function resolverFor(result: BuildResult) {
  return requestResolver(
    result.pages.map((page) => page.route),
    (file) => result.output.files.has(file),
  );
}
