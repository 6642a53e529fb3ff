import type { SeedContext } from './context';

/** Demo home layout, columns, apps, carousel, news, notices, messages and groups. */
export async function seedPortal(_ctx: SeedContext): Promise<void> {}
