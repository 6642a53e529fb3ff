import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { BadInput, NotFound } from '../../errors';
import {
  getBusinessData,
  getFormDefinition,
  nextIdentity,
  permissionsForNode,
  saveBusinessData,
  saveFormDefinition,
} from './service';

let t: TestApp;
let tenantId: string;
let acmeId: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login('zhangsan');
  tenantId = login.tenantId!;
  userId = login.userId;
  acmeId = (await t.login('sunli')).tenantId!;
});
afterAll(() => t.close());

const leave = {
  leaveType: 'nj',
  startDate: '2026-05-06',
  endDate: '2026-05-08',
  reason: '回老家探亲',
};

describe('the service the workflow calls', () => {
  it('saves a start form, then a node with read-only fields keeps them and refuses changes', async () => {
    const db = t.database.db;
    const form = await getFormDefinition(db, tenantId, 'leave');
    const started = await db.transaction().execute((trx) =>
      saveBusinessData(trx, {
        tenantId,
        boAlias: 'leave',
        data: leave,
        userId,
        formKey: 'leave',
        permissions: permissionsForNode(form),
      }),
    );
    expect(started.data).toMatchObject({ ...leave, days: 3 });
    expect(started.data.leaveNo).toMatch(/^QJ\d{8}\d{3}$/);

    const leader = permissionsForNode(form, 'Task_Leader');
    await expect(
      db.transaction().execute((trx) =>
        saveBusinessData(trx, {
          tenantId,
          boAlias: 'leave',
          id: started.id,
          data: { ...leave, endDate: '2026-05-20' },
          userId,
          permissions: leader,
        }),
      ),
    ).rejects.toThrow('请正确的填写以下表单内容：结束日期为只读字段，不能修改');
    const stored = await getBusinessData(db, tenantId, 'leave', started.id);
    expect(stored.data.endDate).toBe('2026-05-08');

    const again = await saveBusinessData(db, {
      tenantId,
      boAlias: 'leave',
      id: started.id,
      data: {},
      userId,
      permissions: leader,
    });
    expect(again.data).toEqual(started.data);
  });

  it('requires the fields a start form marks b', async () => {
    const error = await saveBusinessData(t.database.db, {
      tenantId,
      boAlias: 'leave',
      data: { startDate: '2026-05-06', endDate: '2026-05-06' },
      userId,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadInput);
    expect((error as Error).message).toBe('请正确的填写以下表单内容：请假类型不能为空；请假事由不能为空');
  });

  it("never reads or writes another tenant's records or forms", async () => {
    const db = t.database.db;
    const { id } = await saveBusinessData(db, { tenantId, boAlias: 'leave', data: leave, userId });
    await expect(getBusinessData(db, acmeId, 'leave', id)).rejects.toBeInstanceOf(NotFound);
    await expect(
      saveBusinessData(db, { tenantId: acmeId, boAlias: 'leave', id, data: leave, userId }),
    ).rejects.toBeInstanceOf(NotFound);
    await expect(getFormDefinition(db, acmeId, 'nope')).rejects.toThrow('表单不存在');
  });

  it('a changed definition becomes a new version; records keep the version they were saved with', async () => {
    const db = t.database.db;
    const v1 = await getFormDefinition(db, tenantId, 'supplier');
    const v2 = await saveFormDefinition(db, tenantId, {
      key: v1.key,
      name: v1.name,
      boAlias: v1.boAlias,
      fields: [...v1.fields, { name: 'remark', label: '备注', type: 'textarea' }],
    });
    expect(v2.version).toBe(v1.version + 1);
    expect((await getFormDefinition(db, tenantId, 'supplier', v1.version)).fields).toHaveLength(
      v1.fields.length,
    );
    await expect(
      saveFormDefinition(db, tenantId, { ...v2, fields: [...v2.fields, v2.fields[0]!] }),
    ).rejects.toThrow('表单定义无效：字段名重复');
    for (const confirms of [
      [{ field: 'nosuch', when: 'empty' as const, message: '没有这个字段' }],
      [{ field: 'remark', when: 'above' as const, message: '没有比较的数' }],
    ]) {
      await expect(saveFormDefinition(db, tenantId, { ...v2, confirms })).rejects.toThrow(
        '表单定义无效：确认条件',
      );
    }
    const kept = await saveFormDefinition(db, tenantId, {
      ...v2,
      confirms: [{ field: 'remark', when: 'empty', message: '没有备注' }],
    });
    expect(kept.confirms).toEqual([{ field: 'remark', when: 'empty', message: '没有备注' }]);
  });

  it('serial numbers of a daily rule start again on a new day', async () => {
    const db = t.database.db;
    const day = Date.parse('2030-01-01T12:00:00');
    const first = await nextIdentity(db, tenantId, 'expenseNo', day);
    const second = await nextIdentity(db, tenantId, 'expenseNo', day);
    const nextDay = await nextIdentity(db, tenantId, 'expenseNo', day + 86_400_000);
    expect([first, second, nextDay]).toEqual(['BX20300101001', 'BX20300101002', 'BX20300102001']);
  });
});
