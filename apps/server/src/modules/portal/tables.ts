/** Tables of the portal module; timestamps are epoch milliseconds (bigint columns) on both engines. */
export type PortalTables = Record<never, never>;
