import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTR, CHUNK_TIMEOUT_MS, ISLAND_ERROR_EVENT, ISLAND_TAG, STATE, type IslandModule } from '../../build/shared/contract.ts';
import { importChunk } from '../../build/client/loader.ts';
import { INTENT_EVENTS } from '../../build/client/strategies/intent.ts';
import { INTERACTION_EVENTS, interaction } from '../../build/client/strategies/interaction.ts';
import { idle, IDLE_TIMEOUT_MS } from '../../build/client/strategies/idle.ts';
import { media } from '../../build/client/strategies/media.ts';
import { ISLANDS_PATH, islandMarkup } from '../helpers/islands.ts';

const module: IslandModule = { hydrate: async () => undefined };

describe('importChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries once with a cache-busting query, then succeeds', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(module);
    const url = `${ISLANDS_PATH}A-1.js`;
    await expect(importChunk(url, importer)).resolves.toBe(module);
    expect(importer.mock.calls.map((c) => c[0])).toEqual([url, expect.stringMatching(new RegExp(String.raw`^${ISLANDS_PATH}A-1\.js\?retry=\d+$`))]);
  });

  it('gives up after the retry fails', async () => {
    const importer = vi.fn().mockRejectedValue(new Error('network'));
    await expect(importChunk('/a.js', importer)).rejects.toThrow('network');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('treats a chunk that has not arrived after 120 s as failed, and not a moment before', async () => {
    const importer = vi.fn(() => new Promise<IslandModule>(() => undefined));
    const result = importChunk('/slow.js', importer);
    const settled = vi.fn();
    result.then(settled, settled);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2); // the retry
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await expect(result).rejects.toThrow(`timed out after ${CHUNK_TIMEOUT_MS} ms`);
  });
});

describe('wake', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('marks the island as error, dispatches island:error and logs, leaving the HTML alone', async () => {
    const { wake } = await import('../../build/client/loader.ts');
    document.body.innerHTML = islandMarkup({ name: 'Gallery', src: "data:text/javascript,throw new Error('x')", when: 'load', props: '{}', state: STATE.loading }, '<p>server</p>');
    // The loading state keeps connectedCallback from waking it too; this test calls wake itself.
    const element = document.querySelector(ISLAND_TAG) as HTMLElement;
    const events: Event[] = [];
    document.addEventListener(ISLAND_ERROR_EVENT, (e) => events.push(e));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await wake(element);
    expect(element.getAttribute(ATTR.state)).toBe(STATE.error);
    expect(element.innerHTML).toBe('<p>server</p>');
    expect(events).toHaveLength(1);
    expect((events[0] as CustomEvent).detail.name).toBe('Gallery');
    expect(error.mock.calls[0]?.[0]).toBe('Loading chunk Gallery failed.');
  });

  it('lets a listener that calls preventDefault take over the error report', async () => {
    const { wake } = await import('../../build/client/loader.ts');
    document.body.innerHTML = islandMarkup({ name: 'G', src: 'data:text/javascript,throw 1', when: 'load', state: STATE.loading });
    const element = document.querySelector(ISLAND_TAG) as HTMLElement;
    element.addEventListener(ISLAND_ERROR_EVENT, (e) => e.preventDefault());
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await wake(element);
    expect(element.getAttribute(ATTR.state)).toBe(STATE.error);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('strategies', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('interaction waits for pointerover, focusin or touchstart inside the island', async () => {
    for (const type of INTERACTION_EVENTS) {
      const element = document.createElement('div');
      element.innerHTML = '<button>b</button>';
      const woke = vi.fn();
      void interaction(element, null).then(woke);
      element.dispatchEvent(new Event('click', { bubbles: true }));
      await Promise.resolve();
      expect(woke).not.toHaveBeenCalled();
      element.querySelector('button')!.dispatchEvent(new Event(type, { bubbles: true }));
      await Promise.resolve();
      expect(woke, type).toHaveBeenCalled();
    }
  });

  it('intent waits for the first scroll, pointer, touch, key or focus anywhere on the page, for every island at once', async () => {
    for (const type of INTENT_EVENTS) {
      vi.resetModules(); // a fresh page: intent listens once per page
      const { intent } = await import('../../build/client/strategies/intent.ts');
      const woke = vi.fn();
      void intent(document.createElement('div'), null).then(woke);
      void intent(document.createElement('div'), null).then(woke);
      document.body.dispatchEvent(new Event('click', { bubbles: true }));
      await vi.advanceTimersByTimeAsync(60_000);
      expect(woke).not.toHaveBeenCalled();
      // Not bubbling (scroll, focus on some targets): heard on the way down, at the window.
      document.body.dispatchEvent(new Event(type));
      await Promise.resolve();
      expect(woke, type).toHaveBeenCalledTimes(2);
    }
  });

  it('idle wakes by its time-out at the latest', async () => {
    const woke = vi.fn();
    void idle(document.body, null).then(woke);
    await vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS + 1);
    expect(woke).toHaveBeenCalled();
  });

  it('media waits until the query matches', async () => {
    let listener: (() => void) | undefined;
    const list = { matches: false, addEventListener: (_: string, l: () => void) => (listener = l), removeEventListener: vi.fn() };
    vi.spyOn(window, 'matchMedia').mockReturnValue(list as unknown as MediaQueryList);
    const woke = vi.fn();
    void media(document.body, '(max-width: 600px)').then(woke);
    listener!();
    await Promise.resolve();
    expect(woke).not.toHaveBeenCalled();
    list.matches = true;
    listener!();
    await Promise.resolve();
    expect(woke).toHaveBeenCalled();
    expect(window.matchMedia).toHaveBeenCalledWith('(max-width: 600px)');
  });
});

describe('recordInput', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hands the island the keys, touches and button clicks that came before it hydrated, in order, on their own targets', async () => {
    const { recordInput } = await import('../../build/client/replay.ts');
    document.body.innerHTML = '<section><button>Next</button><a href="#x">link</a></section>';
    const island = document.querySelector('section') as HTMLElement;
    const button = island.querySelector('button')!;
    const link = island.querySelector('a')!;
    const recorder = recordInput(island, { replay: true });
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true })); // a link's click has done its work
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    island.dispatchEvent(new Event('touchend', { bubbles: true }));
    const replay = recorder.stop();
    button.dispatchEvent(new MouseEvent('click', { bubbles: true })); // after stop(): React's own
    const seen: string[] = [];
    const listener = (event: Event) => seen.push(`${event.type}:${(event.target as Element).localName}:${(event as KeyboardEvent).key ?? ''}`);
    ['click', 'keydown', 'touchend'].forEach((type) => document.addEventListener(type, listener));
    replay();
    expect(seen).toEqual(['click:button:', 'keydown:button:ArrowRight', 'touchend:section:']);
  });

  it('with holdLinks, holds a plain click on a link (the last one), marks it, and hands it over still cancelled; a new-tab click is the browser\'s', async () => {
    const { recordInput } = await import('../../build/client/replay.ts');
    document.body.innerHTML = '<section><a href="#one">one</a><a href="#two">two</a></section>';
    const island = document.querySelector('section') as HTMLElement;
    const [one, two] = [...island.querySelectorAll('a')];
    const recorder = recordInput(island, { holdLinks: true });
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    one!.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    one!.dispatchEvent(first);
    two!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(first.defaultPrevented).toBe(true);
    expect([one!.hasAttribute(ATTR.held), two!.hasAttribute(ATTR.held), two!.getAttribute('aria-busy')]).toEqual([false, true, 'true']);
    const replay = recorder.stop();
    const seen: string[] = [];
    document.addEventListener('click', (event) => seen.push(`${(event.target as HTMLAnchorElement).hash} ${event.defaultPrevented}`));
    replay();
    expect(seen).toEqual(['#two true']);
    expect(two!.hasAttribute(ATTR.held)).toBe(false);
  });
});

describe('revealAfterLoad', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("fills each slot from the <noscript> before it, once", async () => {
    const { revealAfterLoad } = await import('../../build/client/after-load.ts');
    document.body.innerHTML = `<div><noscript>&lt;img alt="slide 2" src="/a.jpg"&gt;</noscript><div ${ATTR.afterLoad}></div></div>`;
    revealAfterLoad();
    revealAfterLoad();
    expect(document.querySelectorAll(`[${ATTR.afterLoad}] img`)).toHaveLength(1);
    expect(document.querySelector(`[${ATTR.afterLoad}] img`)!.getAttribute('alt')).toBe('slide 2');
  });
});
