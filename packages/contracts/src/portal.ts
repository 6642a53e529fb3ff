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
