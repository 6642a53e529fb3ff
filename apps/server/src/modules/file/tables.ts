/** Tables of the file module; timestamps are epoch milliseconds (bigint columns) on both engines. */
export type FileTables = Record<never, never>;
