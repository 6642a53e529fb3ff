import type { Db } from '../../db/schema';
import * as repo from './repository';

/** Which of the ids are not files of the tenant (another tenant's file counts as missing). */
export async function missingFiles(db: Db, tenantId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = new Set((await repo.findFiles(db, tenantId, unique)).map((f) => f.id));
  return unique.filter((id) => !found.has(id));
}
