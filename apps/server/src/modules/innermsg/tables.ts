/** Tables of the innermsg module; timestamps are epoch milliseconds (bigint columns) on both engines. */
export type InnermsgTables = Record<never, never>;
