import type { BuildResult } from './build.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per page (route, HTML bytes, gzip JS and CSS it loads), then images and totals. */
export function formatReport({ pages, images, pictures, generated, warnings, ms, output, render }: BuildResult): string {
  const width = Math.max(5, ...pages.map((p) => p.route.length));
  const lines = pages.map(
    (p) =>
      `  ${p.route.padEnd(width)}  html ${kb(p.htmlBytes).padStart(9)}  js ${kb(p.jsGzip).padStart(8)} gz  css ${kb(p.cssGzip).padStart(8)} gz` +
      (p.islands.length ? `  islands: ${p.islands.join(', ')}` : ''),
  );
  return [
    ...lines,
    `  images: ${images.encoded} encoded, ${images.cached} from cache`,
    ...picturesReport(pictures),
    ...(generated.made + generated.cached + generated.replaced.length > 0
      ? [`  generated files: ${generated.made} made, ${generated.cached} from cache${generated.replaced.map((file) => `, ${file} used instead of its generator`).join('')}`]
      : []),
    `  ${pages.length} pages${render.reused > 0 ? ` (${render.reused} as the last build left them)` : ''}, ${output.files.size} files in ${Math.round(ms)} ms`,
    ...warnings.map((warning) => `  warning: ${warning}`),
  ].join('\n');
}

/** How many pictures are stand-ins and which, wrapped, how many the shop's own and how many drawn by the build. */
function picturesReport({ standIns, own, drawn }: BuildResult['pictures']): string[] {
  const drawings = drawn > 0 ? `, ${drawn} drawn by the build` : '';
  if (standIns.length === 0) return own + drawn > 0 ? [`  pictures: ${own} the shop's own${drawings}`] : [];
  const lines = [`  pictures: ${standIns.length} stand-in${standIns.length === 1 ? '' : 's'} (renders, to replace with the shop's photographs: npm run shot-list), ${own} the shop's own${drawings}:`];
  for (const file of standIns) {
    const last = lines.at(-1)!;
    if (lines.length > 1 && last.length + file.length < 100) lines[lines.length - 1] = `${last}, ${file}`;
    else lines.push(`    ${file}`);
  }
  return lines;
}
