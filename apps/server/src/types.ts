import type { Config } from './config';
import type { Db } from './db/schema';
import type { AuthContext } from './security/auth-context';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
  interface FastifyRequest {
    /** Set by the auth guard on every route that is not anonymous. */
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** The route answers without a token. */
    anonymous?: boolean;
  }
}

export type { AuthContext };
