import { matchPath } from 'react-router';
import { HOME_PATH, LOGIN_PATH } from '../lib/navigation';

/**
 * Every route of the spec (workflow.md §2, community.md §2), the only place a route string is written.
 * `anonymous` routes need no login; `custom` routes may be reached by a guest (the guard fetches a guest token).
 */
export interface RouteFlags {
  anonymous?: boolean;
  custom?: boolean;
}

export interface RouteDef<A extends unknown[]> extends RouteFlags {
  path: string;
  href: (...args: A) => string;
}

const enc = encodeURIComponent;

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function route<A extends unknown[]>(path: string, href: (...args: A) => string, flags: RouteFlags = {}) {
  return { path, href, ...flags } satisfies RouteDef<A>;
}

const fixed = (path: string, flags: RouteFlags = {}) => route(path, () => path, flags);

export const paths = {
  // Only forwards to /home, so it admits whoever /home admits.
  root: fixed('/', { custom: true }),
  login: route(LOGIN_PATH, (redirect?: string) => withQuery(LOGIN_PATH, { redirect }), { anonymous: true }),
  loginTenant: route(
    `${LOGIN_PATH}/:tenantCode`,
    (tenantCode: string, redirect?: string) => withQuery(`${LOGIN_PATH}/${enc(tenantCode)}`, { redirect }),
    { anonymous: true },
  ),
  home: fixed(HOME_PATH, { custom: true }),
  homeTenant: route('/home/:tenantCode', (tenantCode: string) => `/home/${enc(tenantCode)}`, {
    custom: true,
  }),

  work: fixed('/work', { custom: true }),
  mailList: fixed('/mailList'),
  /** A person's card in the address book (the path is ours). */
  mailListPerson: route('/mailList/user/:userId', (userId: string) => `/mailList/user/${enc(userId)}`),
  personal: fixed('/personal'),
  personalPassword: fixed('/personal/password'),

  myRequest: fixed('/work/myRequest'),
  myMatters: fixed('/work/myMatters'),
  myMattersTab: route(
    '/work/myMatters/:activeNumber',
    (activeNumber: 0 | 1) => `/work/myMatters/${activeNumber}`,
  ),
  myTurnOutList: fixed('/work/myTurnOutList'),
  startFlowList: fixed('/work/startFlowList'),
  startFlowListSearch: fixed('/work/startFlowList_search'),
  myNotice: fixed('/work/myNotice'),
  startFlow: route(
    '/work/startFlow/:defId/:instId',
    (defId: string, instId: string) => `/work/startFlow/${enc(defId)}/${enc(instId)}`,
  ),
  agentStart: route(
    '/work/agentStart/:defId/:leaderId',
    (defId: string, leaderId: string = '0') => `/work/agentStart/${enc(defId)}/${enc(leaderId)}`,
  ),

  formContent: fixed('/formContent'),
  previewForm: route('/previewForm/:formId', (formId: string) => `/previewForm/${enc(formId)}`),

  // These all reach the one shared flow-instance detail screen.
  instType: route(
    '/inst/:instId/:type',
    (instId: string, type: string) => `/inst/${enc(instId)}/${enc(type)}`,
  ),
  doneDetail: route(
    '/doneDetail/:instId/:type',
    (instId: string, type: string) => `/doneDetail/${enc(instId)}/${enc(type)}`,
  ),
  noticeTask: route(
    '/noticeTask/:noticeId/:type',
    (noticeId: string, type: string) => `/noticeTask/${enc(noticeId)}/${enc(type)}`,
  ),
  instRead: route(
    '/instRead/:instId/:myReadType',
    (instId: string, myReadType: string) => `/instRead/${enc(instId)}/${enc(myReadType)}`,
  ),
  myRead: route(
    '/myRead/:instId/:noticeId/:myReadType',
    (instId: string, noticeId: string, myReadType: string) =>
      `/myRead/${enc(instId)}/${enc(noticeId)}/${enc(myReadType)}`,
  ),
  inst: route('/inst/:instId', (instId: string) => `/inst/${enc(instId)}`),
  shareInst: route(
    '/shareInst/:instId/:isShare',
    (instId: string, isShare: string) => `/shareInst/${enc(instId)}/${enc(isShare)}`,
  ),
  task: route(
    '/task/:taskId/:leaderId',
    (taskId: string, leaderId: string = '0') => `/task/${enc(taskId)}/${enc(leaderId)}`,
  ),

  dingTalk: fixed('/dingTalk', { anonymous: true }),
  weChatOffAcc: fixed('/weChatOffAcc', { anonymous: true }),
  weChat: fixed('/weChat', { anonymous: true }),
  parkingPayment: fixed('/parking_payment', { anonymous: true }),
  miniprogram: fixed('/miniprogram', { anonymous: true }),

  messageReceiverList: fixed('/messageReceiverList'),
  canvas: fixed('/canvas'),
  datavShow: route('/datavShow/:alias', (alias: string) => `/datavShow/${enc(alias)}`),

  templateForm: route(
    '/templateForm/:templateKey/:action',
    (templateKey: string, action: string, query: Record<string, string | undefined> = {}) =>
      withQuery(`/templateForm/${enc(templateKey)}/${enc(action)}`, query),
  ),
  qrCodeForm: route('/QRCodeForm/:templateKey', (templateKey: string) => `/QRCodeForm/${enc(templateKey)}`),
  templatePreview: route('/template/preview/:alias', (alias: string, qQuerys?: string) =>
    withQuery(`/template/preview/${enc(alias)}`, { qQuerys }),
  ),

  rentalSaleHouse: fixed('/rentalSaleHouse'),
  healthyAddFamily: route(
    '/healthy/addFamily',
    (type: 'add' | 'edit', query: Record<string, string | undefined> = {}) =>
      withQuery('/healthy/addFamily', { type, ...query }),
  ),
  healthyAddHealthy: route('/healthy/addHealthy', (type: string, healthId: string) =>
    withQuery('/healthy/addHealthy', { type, healthId }),
  ),
  healthyHealthAdvice: route('/healthy/healthAdvice', (id: string) =>
    withQuery('/healthy/healthAdvice', { id }),
  ),
  levelOfMembership: fixed('/levelOfMembership'),
  /** The banner page of community.md §2; its `index` query picks the image (the path is ours). */
  banner: route('/banner', (index: number) => withQuery('/banner', { index })),
  appContent: route(
    '/appContent',
    (query: { type?: string; id?: string; appName?: string; alias?: string }) =>
      withQuery('/appContent', query),
  ),

  /** Public news and notices (community.md §7 messageNews; the paths are ours): the list by kind, one item. */
  news: route('/news', (kind?: 'news' | 'notice') => withQuery('/news', { kind }), { custom: true }),
  newsDetail: route('/news/:id', (id: string) => `/news/${enc(id)}`, { custom: true }),
  /** A report's chart, opened by a chart app (click mode 4; the path is ours). */
  chart: route('/chart/:reportId', (reportId: string, name?: string) =>
    withQuery(`/chart/${enc(reportId)}`, { name }),
  ),
  /** The demo chart of customer distribution with fixed sample figures (the path is ours). */
  customerDistribution: fixed('/customerDistribution', { custom: true }),

  /** Short links, resolved through the server by the guard before anything else. */
  shortLink: route('/surl/*', (rest: string) => `/surl/${rest}`, { anonymous: true }),
  /** Where an unresolvable short link lands (workflow.md §8). */
  messageFillPage: route(
    '/messageFillPage/:message',
    (message: string) => `/messageFillPage/${enc(message)}`,
    {
      anonymous: true,
    },
  ),

  notFound: fixed('*', { anonymous: true }),
} as const;

export type PathName = keyof typeof paths;

/** Paths with no parameters first, so `/inst/:instId` never shadows a literal. */
const ordered = (Object.entries(paths) as [PathName, RouteDef<never[]>][])
  .filter(([name]) => name !== 'notFound')
  .sort(([, a], [, b]) => Number(a.path.includes(':')) - Number(b.path.includes(':')));

/** The spec route a pathname belongs to, or `notFound`. */
export function findRoute(pathname: string): { name: PathName; flags: RouteFlags } {
  for (const [name, def] of ordered) {
    if (matchPath({ path: def.path, caseSensitive: false, end: true }, pathname)) {
      return { name, flags: { anonymous: def.anonymous === true, custom: def.custom === true } };
    }
  }
  return { name: 'notFound', flags: { anonymous: true, custom: false } };
}
