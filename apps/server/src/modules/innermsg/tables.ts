/** Tables of the innermsg module; timestamps are epoch milliseconds (bigint columns) on both engines. */

/** One message as written once by its sender. */
export interface InnerMessageTable {
  id: string;
  tenant_id: string;
  subject: string;
  /** Sanitised HTML. */
  content: string;
  /** What the message is about: task, urge, copyTo, inquiry, notice, system … */
  type: string;
  /** The sender's user id; 'system' for messages the platform writes itself. */
  owner_id: string;
  owner_name: string;
  /** An in-app route the message points to (立即处理), if any. */
  link: string | null;
  create_time: number;
}

/** One receiver of a message; `receive_time` is when the receiver read it (null: unread). */
export interface InnerMessageReceiverTable {
  id: string;
  tenant_id: string;
  message_id: string;
  receiver_id: string;
  receiver_name: string;
  receive_time: number | null;
  /** Copied from the message so the list sorts and pages on one table. */
  create_time: number;
}

export interface InnermsgTables {
  innermsg_messages: InnerMessageTable;
  innermsg_receivers: InnerMessageReceiverTable;
}
