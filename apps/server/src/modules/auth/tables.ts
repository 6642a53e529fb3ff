/** A signed-out token, kept until it would have expired anyway. */
export interface RevokedTokenTable {
  jti: string;
  expires_at: number;
}

/** One failed login, counted per key (account or address) inside a sliding window. */
export interface LoginFailureTable {
  id: string;
  key: string;
  created_at: number;
}

export interface AuthTables {
  revoked_tokens: RevokedTokenTable;
  login_failures: LoginFailureTable;
}
