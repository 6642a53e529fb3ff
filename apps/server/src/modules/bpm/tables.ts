/** Tables of the bpm module; timestamps are epoch milliseconds (bigint columns) on both engines. */
export type BpmTables = Record<never, never>;
