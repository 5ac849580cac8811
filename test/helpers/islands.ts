/**
 * The island contract as tests need it: selectors, markup and URL prefixes built from the names
 * the generator and the loader share (build/shared/contract.ts), never spelled out again.
 */
import { ASSETS_URL_DIR, ATTR, ISLAND_TAG, ISLANDS_URL_DIR, type IslandState, type Strategy } from '../../build/shared/contract.ts';

export interface IslandQuery {
  /** The island's name (data-island), e.g. "HeroCarousel". */
  name?: string;
  /** Its lifecycle state (data-state). */
  state?: IslandState;
  /** Its hydration strategy (data-when). */
  when?: Strategy;
}

const attribute = (name: string, value: string | undefined) => (value === undefined ? '' : `[${name}="${value}"]`);

/** `site-island[data-island="X"][data-when="load"][data-state="hydrated"]`, with only the parts asked for. */
export function islandSelector({ name, state, when }: IslandQuery = {}): string {
  return ISLAND_TAG + attribute(ATTR.name, name) + attribute(ATTR.when, when) + attribute(ATTR.state, state);
}

export interface IslandMarkup {
  name: string;
  src: string;
  when: Strategy;
  props?: string;
  state?: IslandState;
}

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** An island's wrapper element as the server writes it, around `inner`. */
export function islandMarkup({ name, src, when, props, state }: IslandMarkup, inner = ''): string {
  const attributes = [
    [ATTR.name, name],
    [ATTR.src, src],
    [ATTR.when, when],
    [ATTR.props, props],
    [ATTR.state, state],
  ]
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
  return `<${ISLAND_TAG}${attributes}>${inner}</${ISLAND_TAG}>`;
}

/**
 * The public URL folders as path prefixes, "/_islands/" and "/_assets/". Nothing in them needs
 * escaping in a RegExp, so they go straight into `new RegExp(String.raw`^${ASSETS_PATH}…`)`.
 */
export const ISLANDS_PATH = `/${ISLANDS_URL_DIR}/`;
export const ASSETS_PATH = `/${ASSETS_URL_DIR}/`;
