import { resolveUrlVariables, type UrlVariables } from './url-variables';

/** An app entry of the portal (community.md §3): `mode` says what a tap does with `content`. */
export interface AppEntryLike {
  name: string;
  mode: number | string;
  content?: string | null;
  /** 1: a custom app that guests may open. */
  custom?: number | string | boolean | null;
}

/** Click modes of spec §4; 6 and 7 are the platform's desktop-only data-list and chart apps. */
export const APP_MODE = {
  route: 1,
  external: 2,
  templatePreview: 3,
  chart: 4,
  agentStart: 5,
  dataList: 6,
  desktopChart: 7,
  datav: 9,
} as const;

export type AppClickText = 'pleaseLogin' | 'chooseCommunity' | 'dataListUnsupported' | 'chartUnsupported';

export type AppClickAction =
  /** Go to a route of the app; `whitelist` is set when a guest may reach it only through this app. */
  | { kind: 'navigate'; to: string; whitelist?: string }
  /** Leave the app for an outside address. */
  | { kind: 'location'; url: string }
  /** Show the text; `login` sends the visitor to the login page afterwards. */
  | { kind: 'warn'; text: AppClickText; login?: boolean }
  /** An entry without a target: nothing happens. */
  | { kind: 'none' };

export interface AppClickContext {
  /** Nobody signed in, or the guest account. */
  guest: boolean;
  /** A community (tenant or organisation) has been chosen. */
  communityChosen: boolean;
  variables: Partial<UrlVariables>;
  /** Route builders (paths.ts), passed in so the rule stays free of the router. */
  routes: {
    templatePreview(alias: string): string;
    chart(id: string, name: string): string;
    agentStart(defId: string): string;
    datavShow(alias: string): string;
  };
}

export function isCustomApp(entry: Pick<AppEntryLike, 'custom'>): boolean {
  return entry.custom === 1 || entry.custom === '1' || entry.custom === true;
}

function pathOf(to: string): string {
  return to.split(/[?#]/)[0] ?? to;
}

function isAbsolute(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * What a tap on an app entry does (community.md §4 click modes, §5 and §6 guest rules), in this order:
 * an external link opens for a guest only when the app is custom, else 请登录 and the login; any other
 * app of a guest must be custom too (it then joins the guest whitelist); a non-custom app needs a chosen
 * community (请先选择小区); then the mode decides.
 */
export function decideAppClick(entry: AppEntryLike, ctx: AppClickContext): AppClickAction {
  const mode = Number(entry.mode);
  const content = (entry.content ?? '').trim();
  const custom = isCustomApp(entry);

  if (ctx.guest && !custom) return { kind: 'warn', text: 'pleaseLogin', login: true };
  if (!custom && !ctx.communityChosen) return { kind: 'warn', text: 'chooseCommunity' };

  const inApp = (to: string): AppClickAction =>
    ctx.guest ? { kind: 'navigate', to, whitelist: pathOf(to) } : { kind: 'navigate', to };

  switch (mode) {
    case APP_MODE.route:
      if (!content) return { kind: 'none' };
      if (isAbsolute(content)) return { kind: 'location', url: resolveUrlVariables(content, ctx.variables) };
      return inApp(content.startsWith('/') ? content : `/${content}`);
    case APP_MODE.external:
      if (!content) return { kind: 'none' };
      return { kind: 'location', url: resolveUrlVariables(content, ctx.variables) };
    case APP_MODE.templatePreview:
      return content
        ? inApp(ctx.routes.templatePreview(content))
        : { kind: 'warn', text: 'dataListUnsupported' };
    case APP_MODE.chart:
      return content
        ? inApp(ctx.routes.chart(content, entry.name))
        : { kind: 'warn', text: 'chartUnsupported' };
    case APP_MODE.agentStart:
      return !content ? { kind: 'none' } : inApp(ctx.routes.agentStart(content));
    case APP_MODE.datav:
      return !content ? { kind: 'none' } : inApp(ctx.routes.datavShow(content));
    case APP_MODE.desktopChart:
      return { kind: 'warn', text: 'chartUnsupported' };
    default:
      return { kind: 'warn', text: 'dataListUnsupported' };
  }
}
