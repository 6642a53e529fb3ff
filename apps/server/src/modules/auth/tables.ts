/** A signed-out login (`sid` claim), kept until the last token it could have issued expires. */
export interface RevokedSessionTable {
  sid: string;
  expires_at: number;
}

/** One failed login, counted per key (account or address) inside a sliding window. */
export interface LoginFailureTable {
  id: string;
  key: string;
  created_at: number;
}

export interface AuthTables {
  revoked_sessions: RevokedSessionTable;
  login_failures: LoginFailureTable;
}
