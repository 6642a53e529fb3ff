import type { FormDataTemplate } from '@baton/contracts';
import type { Db } from '../../db/schema';
import { Forbidden } from '../../errors';
import { isGuest, type AuthContext } from '../../security/auth-context';
import { assertNotGuest } from '../uc/policy';
import { getUserRightMap } from '../uc/service';

export { assertNotGuest };

export const NOT_OWNER = '只能修改或删除自己创建的数据';
export const NOT_OFFERED = '该数据模板未提供此操作';

/** The operations a data template's buttons offer (community.md §2): a button's alias names what it does. */
export type TemplateOperation = 'add' | 'edit' | 'del' | 'export';

/**
 * The server allows on a business object only what some data template of it offers as a button: a crafted
 * request for an operation no template shows is refused before anything is read or written. A business object
 * that no template lists (the data of a plain online form, such as a flow's) is governed by its form alone.
 */
export function assertTemplateOffers(
  templates: Pick<FormDataTemplate, 'buttons'>[],
  operation: TemplateOperation,
): void {
  if (templates.length === 0) return;
  if (!templates.some((t) => t.buttons.some((b) => b.alias === operation))) throw new Forbidden(NOT_OFFERED);
}

/** A guest reads only what a QR code opens: the read-only form of a template marked for it. */
export function assertMayRead(auth: AuthContext, template?: Pick<FormDataTemplate, 'qrcode'>): void {
  if (isGuest(auth) && !template?.qrcode) assertNotGuest(auth);
}

const isAdmin = async (db: Db, auth: AuthContext) =>
  (await getUserRightMap(db, auth)).rightMap.role.includes('admin');

/** Records are changed or deleted by whoever created them, or by an administrator of the tenant. */
export async function assertMayModify(db: Db, auth: AuthContext, createdBy: string[]): Promise<void> {
  assertNotGuest(auth);
  if (createdBy.every((id) => id === auth.userId)) return;
  if (!(await isAdmin(db, auth))) throw new Forbidden(NOT_OWNER);
}
