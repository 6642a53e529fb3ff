import { LOCALE_COOKIE } from '@baton/contracts/limits';
import type { Locale } from '@baton/contracts';

/** Tells the server the app's language, so a prerendered page (/login) arrives in it. Not a secret. */
export function rememberLocaleForServer(locale: Locale, doc: Document = document): void {
  doc.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
}

/**
 * The language last told to the server. Local values are kept per tenant, so right after signing in (a tenant
 * now known, nothing stored under it yet) this is what still knows the language chosen on the login page.
 */
export function localeFromCookie(doc: Document = document): string | null {
  const pair = doc.cookie.split('; ').find((c) => c.startsWith(`${LOCALE_COOKIE}=`));
  return pair ? pair.slice(LOCALE_COOKIE.length + 1) : null;
}
