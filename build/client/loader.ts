import {
  ATTR,
  CHUNK_TIMEOUT_MS,
  ISLAND_ERROR_EVENT,
  ISLAND_TAG,
  STATE,
  isStrategy,
  type IslandErrorDetail,
  type IslandModule,
  type IslandState,
} from '../shared/contract.ts';
import { revealAfterPageLoad } from './after-load.ts';
import { keepLandings } from './landing.ts';
import { prepareNextPages } from './next-page.ts';
import { earlyView, recordInput } from './replay.ts';
import { strategies } from './strategies/index.ts';

/**
 * The island loader: the only script a page with islands loads up front. No React in here.
 * Each <site-island> waits for its strategy, imports its own chunk and hydrates; one island's
 * failure never touches another.
 */

function setState(element: HTMLElement, state: IslandState): void {
  element.setAttribute(ATTR.state, state);
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Imports a chunk; on failure tries once more past any cached failure with a fresh query. */
export async function importChunk(src: string, importer = (url: string) => import(/* @vite-ignore */ url) as Promise<IslandModule>): Promise<IslandModule> {
  const attempt = (url: string) => withTimeout(importer(url), CHUNK_TIMEOUT_MS, `timed out after ${CHUNK_TIMEOUT_MS} ms: ${url}`);
  try {
    return await attempt(src);
  } catch {
    const separator = src.includes('?') ? '&' : '?';
    return attempt(`${src}${separator}retry=${Date.now()}`);
  }
}

function reportLoadFailure(element: HTMLElement, name: string, src: string, error: unknown): void {
  setState(element, STATE.error);
  const detail: IslandErrorDetail = { name, src, error };
  const event = new CustomEvent(ISLAND_ERROR_EVENT, { bubbles: true, cancelable: true, detail });
  // A listener that calls preventDefault() has handled it and takes over reporting.
  if (element.dispatchEvent(event)) console.error(`Loading chunk ${name} failed.`, error);
}

export async function wake(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ATTR.name) ?? '(unnamed)';
  const src = element.getAttribute(ATTR.src);
  const when = element.getAttribute(ATTR.when);
  if (!src || !isStrategy(when)) {
    setState(element, STATE.error);
    console.error(`Island ${name} has no chunk or an unknown strategy (${String(when)}).`);
    return;
  }
  const [replay, holdLinks] = [element.hasAttribute(ATTR.replay), element.hasAttribute(ATTR.holdLinks)];
  const recorder = replay || holdLinks ? recordInput(element, { replay, holdLinks }) : undefined;
  await strategies[when](element, element.getAttribute(ATTR.media));
  setState(element, STATE.loading);
  if (holdLinks) void earlyView();

  let module: IslandModule;
  try {
    module = await importChunk(src);
  } catch (error) {
    recorder?.fail();
    reportLoadFailure(element, name, src, error);
    return;
  }
  // From here React listens itself (it replays what reaches a part it has not hydrated yet).
  const replayInput = recorder?.stop();
  try {
    // Props were checked and encoded by build/pipeline/render/props.ts; plain JSON comes back with JSON.parse.
    const props = JSON.parse(element.getAttribute(ATTR.props) ?? '{}') as Record<string, unknown>;
    await module.hydrate(element, props);
    setState(element, STATE.hydrated);
    replayInput?.();
  } catch (error) {
    // The adapter has already put the server HTML back; the page stays as it was rendered.
    recorder?.fail();
    setState(element, STATE.error);
    console.error(`Island ${name} failed to hydrate.`, error);
  }
}

export class SiteIsland extends HTMLElement {
  connectedCallback(): void {
    if (this.getAttribute(ATTR.state) === STATE.ssr) void wake(this);
  }
}

if (!customElements.get(ISLAND_TAG)) customElements.define(ISLAND_TAG, SiteIsland);
revealAfterPageLoad();
prepareNextPages();
keepLandings();
