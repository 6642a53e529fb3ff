import { LOCALE_COOKIE } from '@baton/contracts/limits';
import type { Locale } from '@baton/contracts';

/** Tells the server the app's language, so a prerendered page (/login) arrives in it. Not a secret. */
export function rememberLocaleForServer(locale: Locale, doc: Document = document): void {
  doc.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
}
