// Schemas and types of the portal calls; names carry the area so the three files never clash.
import { Type, type Static } from 'typebox';
import { Envelope, Page } from './envelope';

// ---------------------------------------------------------------------------------------------------------------
// Generic list query (community.md §3 "Generic list query filter"), shared by the portal, message and directory
// list calls.

/** `page` from 1 (default 1), `pageSize` default 10 (at most 100); `total` is always counted, `showTotal` is accepted. */
export const PortalPageBean = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    showTotal: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type PortalPageBean = Static<typeof PortalPageBean>;

/**
 * One condition. `operation`: LIKE (contains, the default for text), LEFT_LIKE (starts with), RIGHT_LIKE (ends
 * with), EQUAL, NOT_EQUAL, IN (value comma separated), IS_NULL, NOTNULL. `relation` AND (default) or OR joins
 * the conditions of one `group`; groups are joined with AND.
 */
export const PortalQueryFilter = Type.Object(
  {
    property: Type.String({ minLength: 1, maxLength: 64 }),
    value: Type.Optional(
      Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean(), Type.Null()]),
    ),
    operation: Type.Optional(Type.String({ maxLength: 16 })),
    relation: Type.Optional(Type.String({ maxLength: 8 })),
    group: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: false },
);
export type PortalQueryFilter = Static<typeof PortalQueryFilter>;

export const PortalSorter = Type.Object(
  {
    property: Type.String({ minLength: 1, maxLength: 64 }),
    /** ASC or DESC (any case); ASC when left out. */
    direction: Type.Optional(Type.String({ maxLength: 8 })),
  },
  { additionalProperties: false },
);
export type PortalSorter = Static<typeof PortalSorter>;

/** The body of every list call: `{ pageBean, querys, sorter }`, each optional. */
export const PortalListBody = Type.Object(
  {
    pageBean: Type.Optional(PortalPageBean),
    querys: Type.Optional(Type.Array(PortalQueryFilter, { maxItems: 20 })),
    sorter: Type.Optional(Type.Array(PortalSorter, { maxItems: 5 })),
  },
  { additionalProperties: false },
);
export type PortalListBody = Static<typeof PortalListBody>;

// ---------------------------------------------------------------------------------------------------------------
// Inner messages (community.md §2 "Message list", §3 "Message receiver", §7)

/** A message as one receiver sees it; `id` is the receiver entry's id (what `get?id` takes). */
export const InnermsgReceiverRow = Type.Object({
  id: Type.String(),
  messageId: Type.String(),
  subject: Type.String(),
  /** Sanitised HTML. */
  content: Type.String(),
  /** task, urge, copyTo, inquiry, notice, system … */
  type: Type.String(),
  /** The sender's full name. */
  owner: Type.String(),
  ownerId: Type.String(),
  /** Epoch ms. */
  createTime: Type.Number(),
  /** Epoch ms when the receiver read it; absent while unread. */
  receiveTime: Type.Optional(Type.Number()),
  /** An in-app route the message points to (立即处理), if any. */
  link: Type.Optional(Type.String()),
  receiver_name_: Type.String(),
  CREATE_TIME_: Type.Number(),
});
export type InnermsgReceiverRow = Static<typeof InnermsgReceiverRow>;

export const InnermsgIdQuery = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const InnermsgPageEnvelope = Envelope(Page(InnermsgReceiverRow));
export const InnermsgRowEnvelope = Envelope(InnermsgReceiverRow);
export const InnermsgCountEnvelope = Envelope(Type.Integer({ minimum: 0 }));

/**
 * Events of the live stream (`GET /innermsg/messageReceiver/v1/stream`, Server-Sent Events). The SSE `event`
 * field carries `type`, the `data` line the JSON of `data`.
 * - `ready`: `{ unread }` once the stream is open.
 * - `innermsg`: a new message for the caller, `{ id, messageId, subject, type, owner, createTime, link? }`.
 * - `innermsg-read`: the caller read a message (maybe in another tab), `{ id, unread }`.
 * Other modules may publish their own types (e.g. `task`) through the same stream.
 */
export interface InnermsgLiveEvent {
  type: string;
  data?: unknown;
}
export const INNERMSG_STREAM_PATH = '/innermsg/messageReceiver/v1/stream';

// ---------------------------------------------------------------------------------------------------------------
// Home layouts, columns, carousel and app entries (community.md §2 "Home", §3, workflow.md §4)

/** A portal column (community.md §3); `displayRights` is computed for the caller. */
export const PortalColumn = Type.Object({
  id: Type.String(),
  alias: Type.String(),
  name: Type.String(),
  /** The URL its data comes from (GET or POST by requestType), absent for a template-only column. */
  colUrl: Type.Optional(Type.String()),
  /** list, todo, news, chart, html. */
  colType: Type.String(),
  dataMode: Type.Optional(Type.String()),
  dataFrom: Type.Optional(Type.String()),
  /** JSON text of the request parameters: an object, or a list of `{ name, value }`. */
  dataParam: Type.Optional(Type.String()),
  /** GET or POST. */
  requestType: Type.String(),
  /** 1: the data call pages (pageBean page 1, the column page size). */
  needPage: Type.Integer(),
  /** HTML sanitised on the server, with {{placeholders}} (and {{#rows}}…{{/rows}} sections) for the data. */
  templateHtml: Type.Optional(Type.String()),
  /** Whether the caller may see the column. */
  displayRights: Type.Boolean(),
  /** Pixels. */
  colHeight: Type.Optional(Type.Integer()),
});
export type PortalColumn = Static<typeof PortalColumn>;

export const PortalCarouselItem = Type.Object({
  id: Type.String(),
  /** An image URL served by this server (or a data: URL). */
  image: Type.String(),
  title: Type.Optional(Type.String()),
  /** The app entry opened on click; absent: the item does nothing. */
  bindAppId: Type.Optional(Type.String()),
});
export type PortalCarouselItem = Static<typeof PortalCarouselItem>;

/**
 * An app entry. `mode`: 1 in-app route (content = path), 2 external link (content = URL with ${openId},
 * ${rootTenantId}, ${token}, ${userId}, ${account}, ${tenantId}), 3 template preview (content = alias), 4 chart
 * (content = report id), 5 agent start (content = flow definition key or id), 9 data visualisation (content =
 * alias). `custom` 1: open for guests.
 */
export const PortalAppEntry = Type.Object({
  id: Type.String(),
  name: Type.String(),
  icon: Type.Optional(Type.String()),
  iconColor: Type.Optional(Type.String()),
  mode: Type.Integer(),
  content: Type.String(),
  custom: Type.Integer(),
  /** Category in the application centre (`/sys/sysType/v1/getByParentId`). */
  typeId: Type.Optional(Type.String()),
});
export type PortalAppEntry = Static<typeof PortalAppEntry>;

export const PortalMobileHome = Type.Object({
  /** Absent when no layout is authorised for the caller (then every list is empty). */
  layoutId: Type.Optional(Type.String()),
  alias: Type.Optional(Type.String()),
  name: Type.Optional(Type.String()),
  columns: Type.Array(PortalColumn),
  carousel: Type.Array(PortalCarouselItem),
  apps: Type.Array(PortalAppEntry),
});
export type PortalMobileHome = Static<typeof PortalMobileHome>;

export const PortalAuthLayout = Type.Object({
  id: Type.String(),
  name: Type.String(),
  alias: Type.String(),
  layoutType: Type.String(),
  /** The layout the home page shows now. */
  current: Type.Boolean(),
});
export type PortalAuthLayout = Static<typeof PortalAuthLayout>;

export const PortalMobileHomeQuery = Type.Object({
  selectedAlias: Type.Optional(Type.String({ maxLength: 64 })),
});
export const PortalAuthLayoutQuery = Type.Object({ from: Type.Optional(Type.String({ maxLength: 16 })) });

export const PortalCacheLayoutBody = Type.Object(
  {
    /** Where the choice applies: mobile (default) or pc. */
    type: Type.Optional(Type.String({ maxLength: 16 })),
    layoutId: Type.String({ minLength: 1, maxLength: 64 }),
    layoutType: Type.Optional(Type.String({ maxLength: 16 })),
  },
  { additionalProperties: false },
);
export type PortalCacheLayoutBody = Static<typeof PortalCacheLayoutBody>;

export const PortalAliasQuery = Type.Object({ alias: Type.String({ minLength: 1, maxLength: 64 }) });
export const PortalIdQuery = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const PortalIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const PortalTypeKeyQuery = Type.Object({ typeKey: Type.Optional(Type.String({ maxLength: 64 })) });
/** `catId`: a category id, or a type key (e.g. appType) naming a root category. */
export const PortalCatIdQuery = Type.Object({ catId: Type.String({ minLength: 1, maxLength: 64 }) });

export const PortalSysType = Type.Object({
  id: Type.String(),
  name: Type.String(),
  parentId: Type.Optional(Type.String()),
  typeKey: Type.String(),
  sn: Type.Integer(),
});
export type PortalSysType = Static<typeof PortalSysType>;

export const PortalMobileHomeEnvelope = Envelope(PortalMobileHome);
export const PortalAuthLayoutListEnvelope = Envelope(Type.Array(PortalAuthLayout));
export const PortalColumnEnvelope = Envelope(PortalColumn);
export const PortalAppListEnvelope = Envelope(Type.Array(PortalAppEntry));
export const PortalAppEnvelope = Envelope(PortalAppEntry);
export const PortalSysTypeListEnvelope = Envelope(Type.Array(PortalSysType));
export const PortalMessageEnvelope = Type.Object({ state: Type.Boolean(), message: Type.String() });

// ---------------------------------------------------------------------------------------------------------------
// News and notices

export const PortalNewsRow = Type.Object({
  id: Type.String(),
  /** news or notice. */
  type: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.Optional(Type.String()),
  author: Type.String(),
  isPublic: Type.Integer(),
  isTop: Type.Integer(),
  publishTime: Type.Number(),
  createTime: Type.Number(),
});
export type PortalNewsRow = Static<typeof PortalNewsRow>;

export const PortalNews = Type.Object({
  ...PortalNewsRow.properties,
  /** Sanitised HTML. */
  content: Type.String(),
});
export type PortalNews = Static<typeof PortalNews>;

/** `isPublic=true`: only items published to everyone (a guest always gets only those). */
export const PortalNewsListQuery = Type.Object({ isPublic: Type.Optional(Type.Boolean()) });
export const PortalNewsPageEnvelope = Envelope(Page(PortalNewsRow));
export const PortalNewsEnvelope = Envelope(PortalNews);

// ---------------------------------------------------------------------------------------------------------------
// Charts and dashboards

/** `reportId`: a report's id or alias. */
export const PortalReportQuery = Type.Object({ reportId: Type.String({ minLength: 1, maxLength: 64 }) });
/** An ECharts option (title, tooltip, legend, axes, series …), ready for `chart.setOption`. */
export const PortalEchartsOption = Type.Record(Type.String(), Type.Unknown());
export const PortalEchartsEnvelope = Envelope(PortalEchartsOption);

export const PortalDatav = Type.Object({
  id: Type.String(),
  alias: Type.String(),
  name: Type.String(),
  charts: Type.Array(
    Type.Object({
      id: Type.String(),
      alias: Type.String(),
      name: Type.String(),
      option: PortalEchartsOption,
    }),
  ),
});
export type PortalDatav = Static<typeof PortalDatav>;
export const PortalDatavEnvelope = Envelope(PortalDatav);

// ---------------------------------------------------------------------------------------------------------------
// Short links

/** `shortUrl`: the code, or the whole path `/surl/{code}` (a leading origin is ignored). */
export const PortalShortUrlQuery = Type.Object({ shortUrl: Type.String({ minLength: 1, maxLength: 2000 }) });
export const PortalShortLinkValue = Type.Object({
  /** The in-app path to go to. */
  url: Type.String(),
  /** A guest token of the link's tenant, for links opened to guests. */
  guestToken: Type.Optional(Type.String()),
});
export type PortalShortLinkValue = Static<typeof PortalShortLinkValue>;
export const PortalShortLinkEnvelope = Envelope(PortalShortLinkValue);

/** `longUrl`: an in-app path (starting with one `/`); `guest` true lets guests open it. */
export const PortalLongUrlQuery = Type.Object({
  longUrl: Type.String({ minLength: 1, maxLength: 2000 }),
  guest: Type.Optional(Type.Boolean()),
});
export const PortalShortUrl = Type.Object({
  code: Type.String(),
  /** The app path of the short link: `/surl/{code}`. */
  shortUrl: Type.String(),
  longUrl: Type.String(),
  guest: Type.Boolean(),
});
export type PortalShortUrl = Static<typeof PortalShortUrl>;
export const PortalShortUrlEnvelope = Envelope(PortalShortUrl);

// ---------------------------------------------------------------------------------------------------------------
// Menus and method rights

export const PortalMenuQuery = Type.Object({ menuAlias: Type.Optional(Type.String({ maxLength: 64 })) });
export const PortalMethodAuth = Type.Object({
  allMethod: Type.Array(Type.String()),
  curUserMethod: Type.Array(Type.String()),
});
export type PortalMethodAuth = Static<typeof PortalMethodAuth>;
export const PortalMethodAuthEnvelope = Envelope(PortalMethodAuth);

// ---------------------------------------------------------------------------------------------------------------
// Tags, external systems, meeting rooms

export const PortalTag = Type.Object({
  id: Type.String(),
  typeKey: Type.String(),
  name: Type.String(),
  color: Type.Optional(Type.String()),
  sn: Type.Integer(),
  createTime: Type.Number(),
});
export type PortalTag = Static<typeof PortalTag>;
/** Without `id` a tag is created; with it, that tag of the tenant is changed. */
export const PortalTagSaveBody = Type.Object(
  {
    id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    typeKey: Type.String({ minLength: 1, maxLength: 64 }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    color: Type.Optional(Type.String({ maxLength: 32 })),
    sn: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type PortalTagSaveBody = Static<typeof PortalTagSaveBody>;
export const PortalTagPageEnvelope = Envelope(Page(PortalTag));
export const PortalTagEnvelope = Envelope(PortalTag);

export const PortalExternalUnite = Type.Object({
  id: Type.String(),
  name: Type.String(),
  code: Type.String(),
  /** dingtalk, weixin, weChatOffAcc, miniprogram. */
  type: Type.String(),
  corpId: Type.Optional(Type.String()),
  agentId: Type.Optional(Type.String()),
  baseUrl: Type.Optional(Type.String()),
  createTime: Type.Number(),
});
export type PortalExternalUnite = Static<typeof PortalExternalUnite>;
export const PortalExternalUnitePageEnvelope = Envelope(Page(PortalExternalUnite));

export const PortalMeetingAppointment = Type.Object({
  id: Type.String(),
  roomName: Type.String(),
  subject: Type.String(),
  applicantId: Type.String(),
  applicantName: Type.String(),
  status: Type.String(),
  startTime: Type.Number(),
  endTime: Type.Number(),
  createTime: Type.Number(),
});
export type PortalMeetingAppointment = Static<typeof PortalMeetingAppointment>;
export const PortalMeetingPageEnvelope = Envelope(Page(PortalMeetingAppointment));
