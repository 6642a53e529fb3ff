/** The variables an external app link may carry (spec §4, click mode 2). */
export interface UrlVariables {
  openId: string;
  rootTenantId: string;
  token: string;
  userId: string;
  account: string;
  tenantId: string;
}

export const URL_VARIABLE_NAMES: readonly (keyof UrlVariables)[] = [
  'openId',
  'rootTenantId',
  'token',
  'userId',
  'account',
  'tenantId',
];

const PLACEHOLDER = /\$\{\s*(\w+)\s*\}|\{\{\s*(\w+)\s*\}\}|\{(\w+)\}/g;

/**
 * Fills `${name}`, `{{name}}` or `{name}` of the six known variables with URL-encoded values (an unknown value
 * becomes empty); any other placeholder stays as written, so a link with its own braces is not damaged.
 */
export function resolveUrlVariables(url: string, vars: Partial<UrlVariables>): string {
  return url.replace(PLACEHOLDER, (whole, a?: string, b?: string, c?: string) => {
    const name = (a ?? b ?? c) as keyof UrlVariables;
    if (!URL_VARIABLE_NAMES.includes(name)) return whole;
    return encodeURIComponent(vars[name] ?? '');
  });
}
