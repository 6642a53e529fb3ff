import type { SeedContext } from './context';

/** Demo processes (leave, expense, purchase, contract) and instances in every state. */
export async function seedBpm(_ctx: SeedContext): Promise<void> {}
