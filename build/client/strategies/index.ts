import type { Strategy } from '../../shared/contract.ts';
import { idle } from './idle.ts';
import { intent } from './intent.ts';
import { interaction } from './interaction.ts';
import { load } from './load.ts';
import { media } from './media.ts';
import type { WakeStrategy } from './types.ts';
import { visible } from './visible.ts';

/** One function per strategy in contract.ts; the type makes a missing one a compile error. */
export const strategies: Record<Strategy, WakeStrategy> = { load, idle, visible, interaction, intent, media };
