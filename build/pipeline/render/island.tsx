import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { reactServer } from './react-server.ts';
import { ATTR, ISLAND_TAG, STATE, STRATEGIES, isStrategy, type Strategy } from '../../shared/contract.ts';
import { IslandSlot } from '../../shared/island-slot.tsx';
import { IslandUsageError, NonSerializablePropError, UnknownStrategyError } from '../errors.ts';
import { encodeProps } from './props.ts';

/**
 * The server side of the island boundary. <Island> renders its component on its own (so the
 * client can hydrate exactly that tree) and wraps the HTML in <site-island> with everything the
 * browser loader needs to wake it.
 */

export interface IslandChunk {
  /** URL of the island's entry chunk. */
  src: string;
  /** URLs of the chunks it imports statically (to modulepreload them). */
  imports: string[];
}

/** Per-page render state, provided by render.tsx. */
export interface IslandRenderContext {
  /** The page being rendered (relative path), for error messages. */
  pageFile: string;
  islandName(component: ComponentType<never>): string | undefined;
  chunk(name: string): IslandChunk;
  /** Filled while rendering: islands used and their wake strategies, in document order. */
  used: { name: string; when: Strategy }[];
  /** Hoistable tags (image preloads) that React emitted for island content; they go to <head>. */
  headTags: string[];
}

export const IslandContext = createContext<IslandRenderContext | null>(null);

/** The props an island is given by the page: its children come as markup (`children` below), never as props. */
type IslandComponentProps<C> = C extends ComponentType<infer P> ? Omit<P, 'children'> : never;

/**
 * Markup the island shows and may enhance but does not render itself (a grid its lightbox opens
 * from): rendered here once, given to the island as its `children`, and taken back from the page
 * by the browser, so it is not sent again in the island's props. It cannot hold an island. Required
 * where the island's `children` is, and refused by an island without one.
 */
type IslandChildren<C> = C extends ComponentType<infer P>
  ? 'children' extends keyof P
    ? {} extends Pick<P, 'children'>
      ? { children?: ReactNode }
      : { children: ReactNode }
    : { children?: never }
  : never;

export type IslandProps<C extends ComponentType<never>> = {
  of: C;
  when: Strategy;
  /** The media query, for when="media". */
  media?: string;
  /**
   * Hand input that arrives before hydration (clicks on buttons, keys, touches) to the island once
   * it has hydrated. For islands whose controls do nothing until then; not for ones whose server
   * HTML already works (a native popover menu), which would see the input twice.
   */
  replay?: boolean;
  /**
   * The island takes over its links (a gallery's lightbox): a click on one before the island has
   * hydrated waits for it and is then handed to it, instead of leaving for the link; if the
   * island's code cannot load, the click goes to the link, as it does without JavaScript.
   */
  holdLinks?: boolean;
} & IslandChildren<C> & (keyof IslandComponentProps<C> extends never
  ? { props?: IslandComponentProps<C> }
  : { props: IslandComponentProps<C> });

/**
 * Each island's markup by its name, id prefix and props: a component renders the same markup from
 * the same props, and a grown site's pages share most of their islands' (the bar, the badges, the
 * footer's year), so each is rendered once per build, not once per page. The server bundle, and
 * with it this map, is loaded afresh for every build.
 */
const renderedIslands = new Map<string, string>();

/** React renders image preloads and other hoistables in front of a fragment's markup. */
const LEADING_HOISTABLES = /^(?:<link [^>]*\/>)+/;

export function Island<C extends ComponentType<never>>(islandProps: IslandProps<C>) {
  const { of: component, when, media, replay = false, holdLinks = false, children } = islandProps;
  const props = (islandProps.props ?? {}) as Record<string, unknown>;
  const ctx = useContext(IslandContext);
  const label = component.displayName ?? component.name;
  if (!ctx) throw new IslandUsageError(`<Island of={${label}}> was rendered outside the build's pages (islands cannot nest). Use it in site/pages/, site/layouts/ or site/components/.`);
  const name = ctx.islandName(component);
  if (!name) {
    throw new IslandUsageError(
      `${ctx.pageFile} passes ${label || 'a component'} to <Island of>, ` +
        `but only default exports of site/islands/*.tsx can be islands. Move it there.`,
    );
  }
  if (!isStrategy(when)) {
    throw new UnknownStrategyError(
      `${ctx.pageFile}: <Island of={${name}} when="${String(when)}"> uses an unknown strategy. ` +
        `Use one of: ${STRATEGIES.join(', ')}.`,
    );
  }
  if (when === 'media' && !media) {
    throw new IslandUsageError(`${ctx.pageFile}: <Island of={${name}} when="media"> needs a media query: add media="(min-width: 60em)" or the query it should wait for.`);
  }
  let json: string;
  try {
    json = encodeProps(name, props);
  } catch (error) {
    if (!(error instanceof NonSerializablePropError)) throw error;
    throw new NonSerializablePropError(
      `${ctx.pageFile}: ${error.message}. Island props must be plain JSON (strings, finite numbers, ` +
        `booleans, null, arrays, plain objects); define behaviour inside the island instead.`,
    );
  }
  const idPrefix = `${name}${ctx.used.length}-`;
  ctx.used.push({ name, when });
  // Rendered on its own, outside IslandContext: an island cannot render <Island> (nor import it:
  // the browser bundle refuses `ssg`, browser-boundary.ts).
  const slot = children === undefined ? null : withoutHoistables(reactServer().renderToStaticMarkup(children), ctx);
  const key = `${name}\n${idPrefix}\n${json}${slot === null ? '' : `\nslot:${slot}`}`;
  const element = createElement(component, (slot === null ? props : { ...props, children: createElement(IslandSlot, { html: slot }) }) as never);
  const rendered = withoutHoistables(renderedIslands.get(key) ?? renderedIslands.set(key, reactServer().renderToString(element, { identifierPrefix: idPrefix })).get(key)!, ctx);

  return createElement(ISLAND_TAG, {
    [ATTR.name]: name,
    [ATTR.src]: ctx.chunk(name).src,
    [ATTR.when]: when,
    ...(media ? { [ATTR.media]: media } : {}),
    ...(replay ? { [ATTR.replay]: '' } : {}),
    ...(holdLinks ? { [ATTR.holdLinks]: '' } : {}),
    [ATTR.props]: json,
    [ATTR.idPrefix]: idPrefix,
    [ATTR.state]: STATE.ssr,
    dangerouslySetInnerHTML: { __html: rendered },
  });
}

/** Markup without the hoistables React put in front of it, which go to the page's head. */
function withoutHoistables(html: string, ctx: IslandRenderContext): string {
  const hoisted = html.match(LEADING_HOISTABLES)?.[0] ?? '';
  if (hoisted) ctx.headTags.push(hoisted);
  return html.slice(hoisted.length);
}
