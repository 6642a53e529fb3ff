/** The user kept on the client (workflow.md §3 "Current user (client)"). */
export interface CurrentUser {
  token: string;
  userId: string;
  /** 'guest' for guests. */
  account: string;
  username: string;
  userAttrs: { tenantId: string };
  /** When the token was issued, epoch milliseconds. */
  loginTime: number;
  /** Lifetime of the token in seconds. */
  expiration: number;
}
