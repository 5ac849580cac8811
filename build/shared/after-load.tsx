import { createElement, type ReactNode } from 'react';
import { ATTR } from './contract.ts';

/**
 * Markup that, when scripts run, waits for the page's load event: pictures that must not compete
 * with the largest one (a carousel's later slides). The server writes it in a <noscript>, ordinary
 * markup when scripts are off, and an empty slot after it, which the loader fills from the
 * <noscript> once every eager resource has loaded (build/client/after-load.ts). The slot's HTML
 * is not React's, so hydration matches whether it has been filled or not.
 */
export function AfterLoad({ children }: { children: ReactNode }) {
  return (
    <>
      <noscript>{children}</noscript>
      {createElement('div', { [ATTR.afterLoad]: '', dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true })}
    </>
  );
}
