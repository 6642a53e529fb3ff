import type { Kysely } from 'kysely';
import type { AuthTables } from '../modules/auth/tables';
import type { UcTables } from '../modules/uc/tables';
import type { BpmTables } from '../modules/bpm/tables';
import type { FormTables } from '../modules/form/tables';
import type { FileTables } from '../modules/file/tables';
import type { SealTables } from '../modules/seal/tables';
import type { PortalTables } from '../modules/portal/tables';
import type { InnermsgTables } from '../modules/innermsg/tables';

export interface DB
  extends AuthTables, UcTables, BpmTables, FormTables, FileTables, SealTables, PortalTables, InnermsgTables {}

export type Db = Kysely<DB>;
