import type { Locale } from '@baton/contracts';

/** Server texts in the other two languages, keyed by the zh-CN text (the spec's contract). */
export type Catalog = Record<string, Record<Exclude<Locale, 'zh-CN'>, string>>;
