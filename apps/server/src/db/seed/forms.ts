import type { SeedContext } from './context';

/** Demo form definitions, business data, data templates, dictionaries and seals. */
export async function seedForms(_ctx: SeedContext): Promise<void> {}
