/** Resolves when the island should hydrate. `option` is the island's data-media value, if any. */
export type WakeStrategy = (element: HTMLElement, option: string | null) => Promise<void>;
