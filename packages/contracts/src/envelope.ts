import { Type, type Static, type TSchema } from 'typebox';

/** The answer of every call: `{ state, message, value }`. */
export const Envelope = <T extends TSchema>(value: T) =>
  Type.Object({
    state: Type.Boolean(),
    message: Type.String(),
    value: Type.Optional(value),
  });

/** An answer that carries no value, only its outcome and message. */
export const MessageEnvelope = Type.Object({
  state: Type.Boolean(),
  message: Type.String(),
});
export type MessageEnvelope = Static<typeof MessageEnvelope>;

/** A page of rows: `{ rows, total, page, pageSize }`. */
export const Page = <T extends TSchema>(row: T) =>
  Type.Object({
    rows: Type.Array(row),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });

export interface ApiEnvelope<T> {
  state: boolean;
  message: string;
  value?: T;
}

export interface PageResult<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}
