import { randomBytes, randomUUID } from 'node:crypto';
import type {
  Menu,
  PageResult,
  PortalAppEntry,
  PortalAuthLayout,
  PortalColumn,
  PortalDatav,
  PortalExternalUnite,
  PortalListBody,
  PortalMeetingAppointment,
  PortalMethodAuth,
  PortalMobileHome,
  PortalNews,
  PortalNewsRow,
  PortalShortLinkValue,
  PortalShortUrl,
  PortalSysType,
  PortalTag,
  PortalTagSaveBody,
  RightIdentities,
} from '@baton/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/schema';
import { BadInput, Forbidden, NotFound } from '../../errors';
import { isGuest, type AuthContext } from '../../security/auth-context';
import { guestToken } from '../auth/service';
import { getUserRightMap } from '../uc/service';
import { sanitizeHtml } from './html';
import { listColumns, orderOf, pageOf, whereOf, type ListColumns } from './list-query';
import * as repo from './repository';
import type { PortalAppTable, PortalColumnTable, PortalLayoutTable } from './tables';

const GUEST_REFUSED = '游客无权访问，请先登录';
const MOBILE = 'mobile';

function assertSignedIn(auth: AuthContext): void {
  if (isGuest(auth)) throw new Forbidden(GUEST_REFUSED);
}

// --- Who may see what ---------------------------------------------------------------------------------------------

interface Viewer {
  guest: boolean;
  ids: RightIdentities;
}

async function viewerOf(db: Db, auth: AuthContext): Promise<Viewer> {
  const map = await getUserRightMap(db, auth);
  return { guest: isGuest(auth), ids: map.rightMap };
}

interface Rights {
  guest?: boolean;
  user?: string[];
  org?: string[];
  post?: string[];
  role?: string[];
}

function parseRights(json: string | null): Rights | null | 'broken' {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Rights) : 'broken';
  } catch {
    return 'broken';
  }
}

/**
 * Null rights: every signed-in user. A guest sees only what names `guest: true`. Lists of users, orgs, posts or
 * roles limit a signed-in user to those holding one of them; with no list, every signed-in user. A setting that
 * cannot be read shows the item to nobody rather than to everybody.
 */
export function mayView(rightsJson: string | null, viewer: Viewer): boolean {
  const rights = parseRights(rightsJson);
  if (rights === 'broken') return false;
  if (!rights) return !viewer.guest;
  if (viewer.guest) return rights.guest === true;
  const kinds = ['user', 'org', 'post', 'role'] as const;
  const limited = kinds.filter((k) => Array.isArray(rights[k]) && (rights[k]?.length ?? 0) > 0);
  if (limited.length === 0) return true;
  return limited.some((k) => rights[k]?.some((id) => viewer.ids[k].includes(id)));
}

// --- Layouts ------------------------------------------------------------------------------------------------------

const jsonList = (text: string): string[] => {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

const layoutTypeOf = (from: string | undefined) => (from && from.toLowerCase() === 'pc' ? 'pc' : MOBILE);

async function authorisedLayouts(db: Db, auth: AuthContext, viewer: Viewer, layoutType: string) {
  const layouts = await repo.listLayouts(db, auth.tenantId, layoutType);
  return layouts.filter((l) => mayView(l.rights, viewer));
}

/** The selected layout if authorised, else the user's remembered one, else the default, else the first. */
async function currentLayout(
  db: Db,
  auth: AuthContext,
  layouts: PortalLayoutTable[],
  selectedAlias: string | undefined,
  layoutType: string,
): Promise<PortalLayoutTable | undefined> {
  const selected = selectedAlias ? layouts.find((l) => l.alias === selectedAlias) : undefined;
  if (selected) return selected;
  if (!isGuest(auth)) {
    const remembered = await repo.findUserLayout(db, auth.tenantId, auth.userId, layoutType);
    const found = remembered && layouts.find((l) => l.id === remembered.layout_id);
    if (found) return found;
  }
  return layouts.find((l) => l.is_default === 1) ?? layouts[0];
}

const optional = <T>(v: T | null | undefined) => (v === null || v === undefined || v === '' ? undefined : v);

function toColumn(c: PortalColumnTable, viewer: Viewer): PortalColumn {
  return {
    id: c.id,
    alias: c.alias,
    name: c.name,
    colUrl: optional(c.col_url),
    colType: c.col_type,
    dataMode: optional(c.data_mode),
    dataFrom: optional(c.data_from),
    dataParam: optional(c.data_param),
    requestType: c.request_type,
    needPage: c.need_page,
    templateHtml: c.template_html ? sanitizeHtml(c.template_html) : undefined,
    displayRights: mayView(c.display_rights, viewer),
    colHeight: optional(c.col_height),
  };
}

function toApp(a: PortalAppTable): PortalAppEntry {
  return {
    id: a.id,
    name: a.name,
    icon: optional(a.icon),
    iconColor: optional(a.icon_color),
    mode: a.mode,
    content: a.content,
    custom: a.custom,
    typeId: optional(a.type_id),
  };
}

const inOrder = <T>(ids: string[], rows: T[], idOf: (row: T) => string): T[] => {
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
};

/** The home page: the chosen authorised mobile layout with its columns, carousel and app entries. */
export async function myMobileHome(
  db: Db,
  auth: AuthContext,
  selectedAlias?: string,
): Promise<PortalMobileHome> {
  const viewer = await viewerOf(db, auth);
  const layouts = await authorisedLayouts(db, auth, viewer, MOBILE);
  const layout = await currentLayout(db, auth, layouts, selectedAlias, MOBILE);
  if (!layout) return { columns: [], carousel: [], apps: [] };
  const columnAliases = jsonList(layout.columns);
  const appIds = jsonList(layout.apps);
  const [columns, carousel, apps] = await Promise.all([
    repo.listColumnsByAlias(db, auth.tenantId, columnAliases),
    repo.listCarousel(db, auth.tenantId, layout.id),
    repo.listAppsByIds(db, auth.tenantId, appIds),
  ]);
  return {
    layoutId: layout.id,
    alias: layout.alias,
    name: layout.name,
    columns: inOrder(columnAliases, columns, (c) => c.alias).map((c) => toColumn(c, viewer)),
    carousel: carousel.map((c) => ({
      id: c.id,
      image: c.image,
      title: optional(c.title),
      bindAppId: optional(c.bind_app_id),
    })),
    apps: inOrder(appIds, apps, (a) => a.id).map(toApp),
  };
}

/** The layouts the caller may switch between, the current one marked. */
export async function currentAuthLayouts(
  db: Db,
  auth: AuthContext,
  from?: string,
): Promise<PortalAuthLayout[]> {
  const layoutType = layoutTypeOf(from);
  const viewer = await viewerOf(db, auth);
  const layouts = await authorisedLayouts(db, auth, viewer, layoutType);
  const current = await currentLayout(db, auth, layouts, undefined, layoutType);
  return layouts.map((l) => ({
    id: l.id,
    name: l.name,
    alias: l.alias,
    layoutType: l.layout_type,
    current: l.id === current?.id,
  }));
}

const LAYOUT_NOT_FOUND = '布局不存在';

/** Remembers the caller's choice of layout; only an authorised layout of the tenant can be chosen. */
export async function cacheUserLayout(
  db: Db,
  auth: AuthContext,
  body: { type?: string; layoutId: string; layoutType?: string },
): Promise<void> {
  assertSignedIn(auth);
  const layoutType = layoutTypeOf(body.layoutType ?? body.type);
  await db.transaction().execute(async (trx) => {
    const viewer = await viewerOf(trx, auth);
    const layouts = await authorisedLayouts(trx, auth, viewer, layoutType);
    if (!layouts.some((l) => l.id === body.layoutId)) throw new NotFound(LAYOUT_NOT_FOUND);
    await repo.saveUserLayout(trx, {
      tenant_id: auth.tenantId,
      user_id: auth.userId,
      layout_type: layoutType,
      layout_id: body.layoutId,
      updated_at: Date.now(),
    });
  });
}

const COLUMN_NOT_FOUND = '栏目不存在';

export async function columnByAlias(db: Db, auth: AuthContext, alias: string): Promise<PortalColumn> {
  const [column] = await repo.listColumnsByAlias(db, auth.tenantId, [alias]);
  if (!column) throw new NotFound(COLUMN_NOT_FOUND);
  return toColumn(column, await viewerOf(db, auth));
}

// --- Apps and categories ------------------------------------------------------------------------------------------

const APP_NOT_FOUND = '应用不存在';

/** Every app of the application centre; with a type key, only those filed under that category tree. */
export async function listApps(db: Db, auth: AuthContext, typeKey?: string): Promise<PortalAppEntry[]> {
  const apps = await repo.listApps(db, auth.tenantId);
  if (!typeKey) return apps.map(toApp);
  const types = await repo.listSysTypes(db, auth.tenantId);
  const roots = types.filter((t) => t.type_key === typeKey && !t.parent_id).map((t) => t.id);
  const inTree = new Set(roots);
  for (let grown = true; grown;) {
    grown = false;
    for (const t of types) {
      if (t.parent_id && inTree.has(t.parent_id) && !inTree.has(t.id)) {
        inTree.add(t.id);
        grown = true;
      }
    }
  }
  return apps.filter((a) => a.type_id && inTree.has(a.type_id)).map(toApp);
}

export async function getApp(db: Db, auth: AuthContext, id: string): Promise<PortalAppEntry> {
  const app = await repo.findApp(db, auth.tenantId, id);
  if (!app) throw new NotFound(APP_NOT_FOUND);
  return toApp(app);
}

/** The categories under `catId`: a category id, or the type key of a root category (e.g. appType). */
export async function sysTypesByParent(db: Db, auth: AuthContext, catId: string): Promise<PortalSysType[]> {
  const types = await repo.listSysTypes(db, auth.tenantId);
  const parent = types.find((t) => t.id === catId) ?? types.find((t) => t.type_key === catId && !t.parent_id);
  if (!parent) return [];
  return types
    .filter((t) => t.parent_id === parent.id)
    .map((t) => ({ id: t.id, name: t.name, parentId: parent.id, typeKey: t.type_key, sn: t.sn }));
}

// --- News and notices ---------------------------------------------------------------------------------------------

const NEWS_COLUMNS = listColumns({
  title: { ref: 'title', text: true },
  summary: { ref: 'summary', text: true },
  author: { ref: 'author', text: true },
  isTop: { ref: 'is_top' },
  publishTime: { ref: 'publish_time' },
  createTime: { ref: 'create_time' },
});
const NEWS_ORDER = [
  { property: 'isTop', direction: 'DESC' },
  { property: 'publishTime', direction: 'DESC' },
];
const NEWS_NOT_FOUND = '新闻公告不存在';

type NewsRow = Awaited<ReturnType<typeof repo.listNews>>['rows'][number];

const toNewsRow = (n: NewsRow): PortalNewsRow => ({
  id: n.id,
  type: n.kind,
  title: n.title,
  summary: n.summary,
  cover: optional(n.cover),
  author: n.author,
  isPublic: n.is_public,
  isTop: n.is_top,
  publishTime: n.publish_time,
  createTime: n.create_time,
});

function listSql(
  columns: ListColumns,
  body: PortalListBody,
  defaults: { property: string; direction: string }[],
  tieBreak: string,
) {
  const { page, pageSize, offset } = pageOf(body);
  return {
    page,
    pageSize,
    sql: {
      where: whereOf(columns, body.querys),
      order: orderOf(columns, body.sorter, defaults, tieBreak),
      limit: pageSize,
      offset,
    },
  };
}

/** Published news (kind news) or notices (kind notice), pinned first, newest first; guests see public ones. */
export async function listNews(
  db: Db,
  auth: AuthContext,
  kind: 'news' | 'notice',
  body: PortalListBody,
  isPublic?: boolean,
): Promise<PageResult<PortalNewsRow>> {
  const { page, pageSize, sql } = listSql(NEWS_COLUMNS, body, NEWS_ORDER, 'id');
  const publicOnly = isPublic === true || isGuest(auth);
  const { rows, total } = await repo.listNews(db, auth.tenantId, kind, publicOnly, Date.now(), sql);
  return { rows: rows.map(toNewsRow), total, page, pageSize };
}

export async function getNews(db: Db, auth: AuthContext, id: string): Promise<PortalNews> {
  const news = await repo.findNews(db, auth.tenantId, id);
  if (!news || news.publish_time > Date.now() || (isGuest(auth) && news.is_public !== 1)) {
    throw new NotFound(NEWS_NOT_FOUND);
  }
  return { ...toNewsRow(news), content: sanitizeHtml(news.content) };
}

// --- Charts and dashboards ----------------------------------------------------------------------------------------

const REPORT_NOT_FOUND = '报表不存在';
const DATAV_NOT_FOUND = '大屏不存在';

const parseOption = (text: string): Record<string, unknown> => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/** A report's chart as an ECharts option. */
export async function echartsData(
  db: Db,
  auth: AuthContext,
  reportId: string,
): Promise<Record<string, unknown>> {
  const report = await repo.findReport(db, auth.tenantId, reportId);
  if (!report) throw new NotFound(REPORT_NOT_FOUND);
  return parseOption(report.option);
}

export async function datavByAlias(db: Db, auth: AuthContext, alias: string): Promise<PortalDatav> {
  const datav = await repo.findDatav(db, auth.tenantId, alias);
  if (!datav) throw new NotFound(DATAV_NOT_FOUND);
  const aliases = jsonList(datav.reports);
  const reports = await repo.listReportsByAlias(db, auth.tenantId, aliases);
  return {
    id: datav.id,
    alias: datav.alias,
    name: datav.name,
    charts: inOrder(aliases, reports, (r) => r.alias).map((r) => ({
      id: r.id,
      alias: r.alias,
      name: r.name,
      option: parseOption(r.option),
    })),
  };
}

// --- Short links --------------------------------------------------------------------------------------------------

export const SHORT_LINK_UNKNOWN = '短链接不存在或已失效';
const SHORT_PREFIX = '/surl/';
const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The code of `/surl/{code}`, of a whole URL ending so, or the code itself. */
export function shortCodeOf(shortUrl: string): string {
  let path = shortUrl.trim();
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    return '';
  }
  const at = path.indexOf(SHORT_PREFIX);
  const code = at >= 0 ? path.slice(at + SHORT_PREFIX.length) : path;
  return code.split(/[/?#]/)[0] ?? '';
}

/**
 * Resolves a short link for anyone (it is opened before sign-in): the in-app path, plus a guest token of the
 * link's tenant when the link is open to guests. Unknown: `{ state: false, message }` for the route guard.
 */
export async function resolveShortLink(
  db: Db,
  config: Config,
  shortUrl: string,
): Promise<{ state: true; value: PortalShortLinkValue } | { state: false; message: string }> {
  const code = shortCodeOf(shortUrl);
  const link = code ? await repo.findShortUrl(db, code) : undefined;
  if (!link) return { state: false, message: SHORT_LINK_UNKNOWN };
  if (link.guest !== 1) return { state: true, value: { url: link.long_url } };
  try {
    // guestToken takes a tenant id as well as a code.
    const guest = await guestToken(db, config, link.tenant_id);
    return { state: true, value: { url: link.long_url, guestToken: guest.token } };
  } catch {
    // A disabled tenant gives no guest token, and its links lead nowhere.
    return { state: false, message: SHORT_LINK_UNKNOWN };
  }
}

const LONG_URL_INVALID = '长链接须为本应用内以 / 开头的路径';

/** An in-app path only: a short link must never send anyone to another site. */
function assertAppPath(longUrl: string): void {
  // eslint-disable-next-line no-control-regex
  if (!longUrl.startsWith('/') || longUrl.startsWith('//') || /[\\\u0000-\u001f\s]/.test(longUrl)) {
    throw new BadInput(LONG_URL_INVALID);
  }
}

const newCode = () => {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
};

/** The short link of an in-app path in the caller's tenant, made once and reused. */
export async function shortUrlOf(
  db: Db,
  auth: AuthContext,
  longUrl: string,
  guest: boolean,
): Promise<PortalShortUrl> {
  assertSignedIn(auth);
  assertAppPath(longUrl);
  const flag = guest ? 1 : 0;
  return db.transaction().execute(async (trx) => {
    const existing = await repo.findShortUrlByLong(trx, auth.tenantId, longUrl, flag);
    let code = existing?.code;
    if (!code) {
      code = newCode();
      while (await repo.findShortUrl(trx, code)) code = newCode();
      await repo.insertShortUrl(trx, {
        id: randomUUID(),
        tenant_id: auth.tenantId,
        code,
        long_url: longUrl,
        guest: flag,
        created_by: auth.userId,
        create_time: Date.now(),
      });
    }
    return { code, shortUrl: `${SHORT_PREFIX}${code}`, longUrl, guest };
  });
}

// --- Menus and method rights --------------------------------------------------------------------------------------

/** The caller's menus; with `menuAlias`, the entries of that menu group. */
export async function currentUserMenu(db: Db, auth: AuthContext, menuAlias?: string): Promise<Menu[]> {
  const { menus } = await getUserRightMap(db, auth);
  if (!menuAlias) return menus;
  const group = menus.find((m) => m.alias === menuAlias);
  return group ? group.children.map((c) => ({ ...c, children: [] })) : [];
}

export async function currentUserMethodAuth(db: Db, auth: AuthContext): Promise<PortalMethodAuth> {
  const { allMethod, curUserMethod } = await getUserRightMap(db, auth);
  return { allMethod, curUserMethod };
}

// --- Tags ---------------------------------------------------------------------------------------------------------

const TAG_COLUMNS = listColumns({
  typeKey: { ref: 'type_key' },
  name: { ref: 'name', text: true },
  sn: { ref: 'sn' },
  createTime: { ref: 'create_time' },
});
const TAG_EXISTS = '标签已存在';
const TAG_NOT_FOUND = '标签不存在';

type TagRow = NonNullable<Awaited<ReturnType<typeof repo.findTag>>>;
const toTag = (t: TagRow): PortalTag => ({
  id: t.id,
  typeKey: t.type_key,
  name: t.name,
  color: optional(t.color),
  sn: t.sn,
  createTime: t.create_time,
});

export async function queryTags(
  db: Db,
  auth: AuthContext,
  body: PortalListBody,
): Promise<PageResult<PortalTag>> {
  assertSignedIn(auth);
  const { page, pageSize, sql } = listSql(
    TAG_COLUMNS,
    body,
    [
      { property: 'sn', direction: 'ASC' },
      { property: 'name', direction: 'ASC' },
    ],
    'id',
  );
  const { rows, total } = await repo.listTags(db, auth.tenantId, sql);
  return { rows: rows.map(toTag), total, page, pageSize };
}

/** Creates a tag (no id) or renames one of the tenant; a name is unique within its type. */
export async function saveTag(db: Db, auth: AuthContext, body: PortalTagSaveBody): Promise<PortalTag> {
  assertSignedIn(auth);
  const name = body.name.trim();
  if (!name) throw new BadInput('body/name 长度不能少于 1 个字符');
  return db.transaction().execute(async (trx) => {
    const clash = await repo.findTagByName(trx, auth.tenantId, body.typeKey, name);
    if (clash && clash.id !== body.id) throw new BadInput(TAG_EXISTS);
    if (body.id) {
      const tag = await repo.findTag(trx, auth.tenantId, body.id);
      if (!tag) throw new NotFound(TAG_NOT_FOUND);
      await repo.updateTag(trx, auth.tenantId, body.id, {
        type_key: body.typeKey,
        name,
        color: body.color ?? tag.color,
        sn: body.sn ?? tag.sn,
      });
      return toTag({
        ...tag,
        type_key: body.typeKey,
        name,
        color: body.color ?? tag.color,
        sn: body.sn ?? tag.sn,
      });
    }
    const row = {
      id: randomUUID(),
      tenant_id: auth.tenantId,
      type_key: body.typeKey,
      name,
      color: body.color ?? null,
      sn: body.sn ?? 0,
      created_by: auth.userId,
      create_time: Date.now(),
    };
    await repo.insertTag(trx, row);
    return toTag(row);
  });
}

// --- External systems and meeting rooms ---------------------------------------------------------------------------

const UNITE_COLUMNS = listColumns({
  name: { ref: 'name', text: true },
  code: { ref: 'code' },
  type: { ref: 'type' },
  createTime: { ref: 'create_time' },
});

export async function listExternalUnites(
  db: Db,
  auth: AuthContext,
  body: PortalListBody,
): Promise<PageResult<PortalExternalUnite>> {
  assertSignedIn(auth);
  const { page, pageSize, sql } = listSql(
    UNITE_COLUMNS,
    body,
    [{ property: 'name', direction: 'ASC' }],
    'id',
  );
  const { rows, total } = await repo.listExternalUnites(db, auth.tenantId, sql);
  return {
    rows: rows.map((u) => ({
      id: u.id,
      name: u.name,
      code: u.code,
      type: u.type,
      corpId: optional(u.corp_id),
      agentId: optional(u.agent_id),
      baseUrl: optional(u.base_url),
      createTime: u.create_time,
    })),
    total,
    page,
    pageSize,
  };
}

const MEETING_COLUMNS = listColumns({
  subject: { ref: 'subject', text: true },
  roomName: { ref: 'room_name', text: true },
  applicantName: { ref: 'applicant_name', text: true },
  startTime: { ref: 'start_time' },
  createTime: { ref: 'create_time' },
});

/** Meeting-room bookings waiting for the caller's approval, earliest meeting first. */
export async function pendingMeetings(
  db: Db,
  auth: AuthContext,
  body: PortalListBody,
): Promise<PageResult<PortalMeetingAppointment>> {
  assertSignedIn(auth);
  const { page, pageSize, sql } = listSql(
    MEETING_COLUMNS,
    body,
    [{ property: 'startTime', direction: 'ASC' }],
    'id',
  );
  const { rows, total } = await repo.listPendingMeetings(db, auth.tenantId, auth.userId, sql);
  return {
    rows: rows.map((m) => ({
      id: m.id,
      roomName: m.room_name,
      subject: m.subject,
      applicantId: m.applicant_id,
      applicantName: m.applicant_name,
      status: m.status,
      startTime: m.start_time,
      endTime: m.end_time,
      createTime: m.create_time,
    })),
    total,
    page,
    pageSize,
  };
}
