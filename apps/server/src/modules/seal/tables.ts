/** Tables of the seal module; timestamps are epoch milliseconds (bigint columns) on both engines. */

/** A user's electronic seal: a png file, released only with its password (argon2id hash). */
export interface SealTable {
  id: string;
  tenant_id: string;
  user_id: string;
  name: string;
  file_id: string;
  password_hash: string;
  secret_free: number;
  created_at: number;
}

export interface SealTables {
  seals: SealTable;
}
