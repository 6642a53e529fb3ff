import { randomUUID } from 'node:crypto';
import type { InnermsgReceiverRow, PageResult, PortalListBody } from '@baton/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB, Db } from '../../db/schema';
import { NotFound } from '../../errors';
import { isGuest, type AuthContext } from '../../security/auth-context';
import { sanitizeHtml } from '../portal/html';
import { listColumns, orderOf, pageOf, whereOf } from '../portal/list-query';
import { membersByIds } from '../uc/service';
import { publishAfterCommit, publishToUsers } from './live';
import * as repo from './repository';

export { publishAfterCommit, publishToUsers, subscribe } from './live';

export interface InnerMessageInput {
  tenantId: string;
  /** The sender's user id; 'system' for messages the platform writes itself. */
  senderId: string;
  senderName: string;
  subject: string;
  /** HTML or text; sanitised before it is stored. */
  content: string;
  /** task, urge, copyTo, inquiry, notice, system … */
  type: string;
  /** Users of the tenant; ids that are not members of it are left out, duplicates count once. */
  receiverIds: readonly string[];
  /** An in-app route the message points to (立即处理). */
  link?: string;
}

const SUBJECT_MAX = 500;

/** Only an in-app path (one leading slash) may be a message's link, so 立即处理 never leaves the app. */
const appPathOrNull = (link: string | undefined) =>
  link && link.length <= 1000 && link.startsWith('/') && !link.startsWith('//') && !/[\\\s]/.test(link)
    ? link
    : null;
const OWNER_MAX = 100;

/**
 * Writes one message to its receivers with the caller's database or transaction, and tells the receivers'
 * open streams (event `innermsg`) once it is committed; a rolled-back transaction sends nothing.
 */
export async function sendInnerMessages(
  db: Kysely<DB> | Transaction<DB>,
  input: InnerMessageInput,
): Promise<void> {
  const receivers = await membersByIds(db, input.tenantId, input.receiverIds);
  if (receivers.length === 0) return;
  const now = Date.now();
  const messageId = randomUUID();
  const link = appPathOrNull(input.link);
  const subject = input.subject.slice(0, SUBJECT_MAX);
  const ownerName = input.senderName.slice(0, OWNER_MAX);
  await repo.insertMessage(db, {
    id: messageId,
    tenant_id: input.tenantId,
    subject,
    content: sanitizeHtml(input.content),
    type: input.type.slice(0, 32),
    owner_id: input.senderId.slice(0, 64),
    owner_name: ownerName,
    link,
    create_time: now,
  });
  const entries = receivers.map((r) => ({
    id: randomUUID(),
    tenant_id: input.tenantId,
    message_id: messageId,
    receiver_id: r.id,
    receiver_name: r.fullname,
    receive_time: null,
    create_time: now,
  }));
  await repo.insertReceivers(db, entries);
  publishAfterCommit(
    db,
    (root) => repo.messageExists(root, messageId),
    () => {
      for (const entry of entries) {
        publishToUsers(input.tenantId, [entry.receiver_id], {
          type: 'innermsg',
          data: {
            id: entry.id,
            messageId,
            subject,
            type: input.type,
            owner: ownerName,
            createTime: now,
            ...(link ? { link } : {}),
          },
        });
      }
    },
  );
}

type Entry = NonNullable<Awaited<ReturnType<typeof repo.findInboxEntry>>>;

const toRow = (e: Entry): InnermsgReceiverRow => ({
  id: e.id,
  messageId: e.message_id,
  subject: e.subject,
  // Stored sanitised; cleaned again on the way out so rows written by any other path stay inert too.
  content: sanitizeHtml(e.content),
  type: e.type,
  owner: e.owner_name,
  ownerId: e.owner_id,
  createTime: e.create_time,
  ...(e.receive_time == null ? {} : { receiveTime: e.receive_time }),
  ...(e.link ? { link: e.link } : {}),
  receiver_name_: e.receiver_name,
  CREATE_TIME_: e.create_time,
});

const INBOX_COLUMNS = listColumns({
  id: { ref: 'r.id' },
  subject: { ref: 'm.subject', text: true },
  content: { ref: 'm.content', text: true },
  type: { ref: 'm.type' },
  owner: { ref: 'm.owner_name', text: true },
  ownerName: { ref: 'm.owner_name', text: true },
  createTime: { ref: 'r.create_time' },
  receiveTime: { ref: 'r.receive_time' },
  receiverName: { ref: 'r.receiver_name', text: true },
});

/** The spec's order: receiver_name_, then CREATE_TIME_ descending. */
const DEFAULT_ORDER = [
  { property: 'receiver_name_', direction: 'ASC' },
  { property: 'CREATE_TIME_', direction: 'DESC' },
];

/** The caller's messages, newest first; a guest has none. */
export async function listMyMessages(
  db: Db,
  auth: AuthContext,
  body: PortalListBody,
): Promise<PageResult<InnermsgReceiverRow>> {
  const { page, pageSize, offset } = pageOf(body);
  const where = whereOf(INBOX_COLUMNS, body.querys);
  const order = orderOf(INBOX_COLUMNS, body.sorter, DEFAULT_ORDER, 'r.id');
  if (isGuest(auth)) return { rows: [], total: 0, page, pageSize };
  const { rows, total } = await repo.listInbox(db, auth.tenantId, auth.userId, {
    where,
    order,
    limit: pageSize,
    offset,
  });
  return { rows: rows.map(toRow), total, page, pageSize };
}

const MESSAGE_NOT_FOUND = '消息不存在';

/**
 * One of the caller's messages; reading an unread one sets its receiveTime, and the caller's other open tabs
 * hear of it (event `innermsg-read` with the new unread count).
 */
export async function readMyMessage(db: Db, auth: AuthContext, id: string): Promise<InnermsgReceiverRow> {
  const { entry, changed } = await db.transaction().execute(async (trx) => {
    const updated = await repo.markRead(trx, auth.tenantId, auth.userId, id, Date.now());
    const found = await repo.findInboxEntry(trx, auth.tenantId, auth.userId, id);
    return { entry: found, changed: Number(updated.numUpdatedRows) > 0 };
  });
  if (!entry) throw new NotFound(MESSAGE_NOT_FOUND);
  if (changed) {
    const unread = await repo.countUnread(db, auth.tenantId, auth.userId);
    publishToUsers(auth.tenantId, [auth.userId], { type: 'innermsg-read', data: { id, unread } });
  }
  return toRow(entry);
}

/** How many of the caller's messages are unread (the tab-bar badge). */
export async function countMyUnread(db: Db, auth: AuthContext): Promise<number> {
  if (isGuest(auth)) return 0;
  return repo.countUnread(db, auth.tenantId, auth.userId);
}
