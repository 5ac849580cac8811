import path from 'node:path';
import type { CustomPlugin, PluginConfig, XastChild, XastParent } from 'svgo';
import { hashOf } from './assets.ts';
import { diskCache } from '../disk-cache.ts';
import { generatorModules } from '../../paths.ts';
import { installedVersion } from '../../cache-key.mjs';
import { ImageError } from '../errors.ts';

/**
 * Every SVG the site publishes goes through svgo: its own removeScripts and removeDoctype plugins
 * and the plugin below remove what can run or fetch when the file is opened on its own (served
 * without headers by an S3 website or GitHub Pages, Chromium ran a script an SVG kept): <script>,
 * on* handlers, <foreignObject> (HTML inside SVG), embedded documents and media, animations that
 * set a link or a handler, style sheets linked by processing instruction, and every reference to
 * anything but the file itself or an inline image (href, xlink:href, src, CSS url() and @import).
 * What was removed is reported; if anything active survives, the build fails naming the file.
 * SVGs used through asset() are also minified (svgo's default preset keeps the viewBox).
 */

const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'audio', 'video', 'handler', 'listener']);
const ANIMATIONS = new Set(['set', 'animate', 'animatemotion', 'animatetransform']);
const INLINE_IMAGE = String.raw`data:image\/(?:png|jpeg|gif|webp|avif)[;,]`;
const SAFE_REFERENCE = new RegExp(String.raw`^\s*(?:#|${INLINE_IMAGE})`, 'i');
const CSS_REFERENCE = new RegExp(String.raw`@import|url\(\s*(?!['"]?\s*(?:#|${INLINE_IMAGE}))`, 'i');
const isLink = (attribute: string) => /(?:^|:)(?:href|src)$/i.test(attribute);
const localName = (name: string) => name.slice(name.lastIndexOf(':') + 1).toLowerCase();
const textOf = (children: XastChild[]): string => children.map((child) => ('value' in child ? child.value : child.type === 'element' ? textOf(child.children) : '')).join('');

/** Anything that survived cleaning and must not be published. */
const SURVIVOR = new RegExp(
  [
    String.raw`<(?:[\w-]+:)?(?:${[...ACTIVE_ELEMENTS].join('|')})\b`,
    String.raw`\son[a-z]+\s*=`,
    String.raw`<\?xml-stylesheet`,
    String.raw`<!DOCTYPE`,
    String.raw`\b(?:href|src)\s*=\s*["'](?!#|${INLINE_IMAGE})`,
    CSS_REFERENCE.source,
  ].join('|'),
  'i',
);

function removeActiveContent(removed: Set<string>): CustomPlugin {
  const detach = (node: XastChild, parent: XastParent, what: string) => {
    parent.children = parent.children.filter((child) => child !== node);
    removed.add(what);
  };
  return {
    name: 'removeActiveContent',
    fn: () => ({
      instruction: {
        enter: (node, parent) => {
          if (node.name.toLowerCase() === 'xml-stylesheet') detach(node, parent, '<?xml-stylesheet?>');
        },
      },
      element: {
        enter: (node, parent) => {
          const name = localName(node.name);
          const animated = localName(node.attributes.attributeName ?? '');
          if (ACTIVE_ELEMENTS.has(name)) return detach(node, parent, `<${node.name}>`);
          if (ANIMATIONS.has(name) && (isLink(animated) || animated.startsWith('on'))) return detach(node, parent, `<${node.name}> of ${animated}`);
          if (name === 'style' && CSS_REFERENCE.test(textOf(node.children))) return detach(node, parent, '<style> with url() or @import');
          for (const [attribute, value] of Object.entries(node.attributes)) {
            const unsafe = /^on/i.test(localName(attribute)) || (isLink(attribute) && !SAFE_REFERENCE.test(value)) || CSS_REFERENCE.test(value);
            if (!unsafe) continue;
            delete node.attributes[attribute];
            removed.add(`${attribute}=`);
          }
        },
      },
    }),
  };
}

export interface PublishedSvg {
  contents: Buffer;
  /** What was removed, e.g. ["<script>", "onload="]; empty for a clean file. */
  removed: string[];
}

/** Bump when what publishSvg does changes, so cached results are not reused. */
const SVG_VERSION = 1;

/**
 * An SVG fit to publish: without active content, minified when asked. `label` names the file in
 * errors. Results are kept in `cacheDir` by content: svgo takes longer to load than a warm
 * build of the whole site takes otherwise, so a build whose SVGs are unchanged never loads it.
 */
export async function publishSvg(contents: Uint8Array, label: string, options: { minify: boolean }, cacheDir: string): Promise<PublishedSvg> {
  const key = hashOf(JSON.stringify([options.minify, hashOf(contents)]));
  // A new svgo may clean or minify differently.
  const cache = await diskCache(path.join(cacheDir, 'svg'), SVG_VERSION, installedVersion(generatorModules, 'svgo'));
  const { contents: stored } = await cache.get(`${key}.json`, async () => {
    const published = await clean(contents, label, options);
    return Buffer.from(JSON.stringify({ data: published.contents.toString('utf8'), removed: published.removed }));
  });
  const { data, removed } = JSON.parse(stored.toString('utf8')) as { data: string; removed: string[] };
  return { contents: Buffer.from(data), removed };
}

async function clean(contents: Uint8Array, label: string, options: { minify: boolean }): Promise<PublishedSvg> {
  const { optimize } = await import('svgo');
  const removed = new Set<string>();
  const safety: PluginConfig[] = [removeActiveContent(removed), 'removeScripts', 'removeDoctype'];
  let data: string;
  try {
    data = optimize(Buffer.from(contents).toString('utf8'), { multipass: options.minify, plugins: options.minify ? [...safety, 'preset-default'] : safety }).data;
  } catch (error) {
    throw new ImageError(`${label} is not a valid SVG (${(error as Error).message}). Fix the file or export it again.`);
  }
  const survivor = data.match(SURVIVOR);
  if (survivor) throw new ImageError(`${label} still has active content after cleaning (${survivor[0]}). Remove it from the file.`);
  return { contents: Buffer.from(data), removed: [...removed] };
}
