import type { Catalog } from '../../catalog';

/** The portal module's user-facing texts in en-US and zh-TW, keyed by the zh-CN text. */
export const portalMessages: Catalog = {};
