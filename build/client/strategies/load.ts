import type { WakeStrategy } from './types.ts';

/** Wake at once: the loader module runs after the document has parsed. */
export const load: WakeStrategy = () => Promise.resolve();
