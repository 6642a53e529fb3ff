/** Tables of the form module; timestamps are epoch milliseconds (bigint columns) on both engines. */
export type FormTables = Record<never, never>;
