import type { Catalog } from '../../catalog';

/** The bpm module's user-facing texts in en-US and zh-TW, keyed by the zh-CN text. */
export const bpmMessages: Catalog = {};
