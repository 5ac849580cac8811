import { createElement } from 'react';
import { SLOT_TAG } from './contract.ts';

/**
 * What an island was given as children: markup the server rendered once, which the island shows
 * and may enhance but never renders itself. The browser takes it back from the page (the slot's
 * own HTML, build/client/react.tsx) instead of from the island's props, so it is sent once, not
 * twice, and hydration leaves it as it is.
 */
export function IslandSlot({ html }: { html: string }) {
  return createElement(SLOT_TAG, { dangerouslySetInnerHTML: { __html: html }, suppressHydrationWarning: true });
}
