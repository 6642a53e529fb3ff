/** Tables of the seal module; timestamps are epoch milliseconds (bigint columns) on both engines. */
export type SealTables = Record<never, never>;
