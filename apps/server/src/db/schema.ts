import type { Kysely } from 'kysely';
import type { AuthTables } from '../modules/auth/tables';
import type { UcTables } from '../modules/uc/tables';

export interface DB extends AuthTables, UcTables {}

export type Db = Kysely<DB>;
