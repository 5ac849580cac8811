import { startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ATTR, SLOT_TAG } from '../shared/contract.ts';
import { IslandSlot } from '../shared/island-slot.tsx';

/**
 * Hydrates one island with React. Resolves once React has committed the hydrated tree; rejects
 * if the component throws, after putting the server HTML back (React would otherwise leave the
 * container empty).
 */

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

export function hydrateIsland<P extends object>(element: HTMLElement, Component: ComponentType<P>, props: P): Promise<void> {
  const serverHtml = element.innerHTML;
  const identifierPrefix = element.getAttribute(ATTR.idPrefix) ?? '';
  // Islands never nest, so a slot here is this island's: its children, as the server wrote them.
  const slot = element.querySelector(SLOT_TAG);
  const slotted = slot ? { children: <IslandSlot html={slot.innerHTML} /> } : {};
  return new Promise((resolve, reject) => {
    let root: Root | undefined;
    let failed = false;
    const restore = (error: unknown) => {
      if (failed) return;
      failed = true;
      // Unmounting from inside React's error callback is not allowed; do it right after.
      setTimeout(() => {
        root?.unmount();
        element.innerHTML = serverHtml;
      });
      reject(error);
    };
    // As a transition, React hydrates in slices of a few milliseconds and yields between them,
    // so no hydration holds the main thread for a long task (a click in between is not lost:
    // React hydrates the clicked part first).
    startTransition(() => {
      root = hydrateRoot(
        element,
        <Committed onCommit={resolve}>
          <Component {...props} {...slotted} />
        </Committed>,
        {
          identifierPrefix,
          onUncaughtError: restore,
          onRecoverableError: (error) => console.error('Hydration mismatch in island', element.getAttribute(ATTR.name), error),
        },
      );
    });
  });
}
