import type * as ReactDomServer from 'react-dom/server';

/**
 * react-dom/server, loaded when the first page renders: a build that takes every page from the last
 * one (render-store.ts) never needs it, and loading it was 50 ms of such a build.
 */
let server: typeof ReactDomServer | undefined;

export async function loadReactServer(): Promise<typeof ReactDomServer> {
  return (server ??= await import('react-dom/server'));
}

/** react-dom/server, for code that runs inside a page's render (renderPages loaded it first). */
export function reactServer(): typeof ReactDomServer {
  if (!server) throw new Error('react-dom/server was used before renderPages loaded it.');
  return server;
}
