import { createHash, randomUUID } from 'node:crypto';
import type { FormRecordData } from '@baton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { saveBusinessData, saveFormDefinition } from './service';

let t: TestApp;
let tenantId: string;
let zhangsan: string;
let lisi: string;
beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = await Promise.all([t.login('zhangsan'), t.login('lisi')]);
  tenantId = a.tenantId!;
  zhangsan = a.userId;
  lisi = b.userId;
  await saveFormDefinition(t.database.db, tenantId, {
    key: 'attachments_check',
    name: '附件检查',
    boAlias: 'attachments_check',
    fields: [
      { name: 'title', label: '标题', type: 'text' },
      { name: 'photos', label: '照片', type: 'image', pngOnly: true },
      { name: 'docs', label: '附件', type: 'file' },
      { name: 'sign', label: '签章', type: 'signature' },
    ],
  });
});
afterAll(() => t.close());

/** A file row as an upload by `userId` would have stored it (a png as handwriting). */
async function storedFile(userId: string, ext: string, name = `a.${ext}`, size = 1234) {
  const id = randomUUID();
  await t.database.db
    .insertInto('files')
    .values({
      id,
      tenant_id: tenantId,
      name,
      ext,
      mime: ext === 'png' ? 'image/png' : ext === 'jpg' ? 'image/jpeg' : 'application/pdf',
      size,
      biz_id: null,
      inline_data: null,
      purpose: ext === 'png' ? 'handwriting' : null,
      sha256: createHash('sha256').update(id).digest('hex'),
      created_by: userId,
      created_at: Date.now(),
    })
    .execute();
  return id;
}

const sealFileOf = async (userId: string) =>
  (
    await t.database.db
      .selectFrom('seals')
      .select('file_id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).file_id;

const save = (data: FormRecordData, userId: string, id?: string) =>
  saveBusinessData(t.database.db, {
    tenantId,
    boAlias: 'attachments_check',
    formKey: 'attachments_check',
    data,
    userId,
    ...(id ? { id } : {}),
  });

const signature = (userId: string, file: string, index = 0) => ({
  index,
  userId,
  name: '签名人',
  signature: file,
  createTime: '2026-01-01 00:00:00',
});

describe('files a record refers to', () => {
  it('refuses a jpg in a png-only image field even when the request calls it png', async () => {
    const jpg = await storedFile(zhangsan, 'jpg', 'photo.png');
    await expect(
      save({ photos: [{ id: jpg, name: 'photo.png', size: 10, type: 'png' }] }, zhangsan),
    ).rejects.toThrow('请正确的填写以下表单内容：照片请上传后缀名为png类型的图片！');
  });

  it('stores the name, size and type the server knows, not what the request claims', async () => {
    const pdf = await storedFile(zhangsan, 'pdf', '合同.pdf', 4321);
    const saved = await save({ docs: [{ id: pdf, name: 'evil.exe', size: 1, type: 'exe' }] }, zhangsan);
    expect(saved.data.docs).toEqual([{ id: pdf, name: '合同.pdf', size: 4321, type: 'pdf' }]);
  });

  it("refuses a signature made with someone else's seal image", async () => {
    const theirs = await sealFileOf(zhangsan);
    await expect(save({ sign: [signature(lisi, theirs)] }, lisi)).rejects.toThrow(
      '请正确的填写以下表单内容：签章只能使用自己的签章或手写签名',
    );
    const handwrittenByOther = await storedFile(zhangsan, 'png');
    await expect(save({ sign: [signature(lisi, handwrittenByOther)] }, lisi)).rejects.toThrow(
      '请正确的填写以下表单内容：签章只能使用自己的签章或手写签名',
    );
  });

  it('accepts a signature with the signer’s own seal or handwriting, and others keep theirs', async () => {
    const mine = await sealFileOf(lisi);
    const first = await save({ title: '甲', sign: [signature(lisi, mine)] }, lisi);
    expect(first.data.sign).toEqual([
      { ...signature(lisi, mine), name: '李四', createTime: expect.any(String) },
    ]);
    const handwriting = await storedFile(zhangsan, 'png');
    const both = await save(
      { sign: [...(first.data.sign as object[]), signature(zhangsan, handwriting, 1)] },
      zhangsan,
      first.id,
    );
    expect((both.data.sign as { userId: string }[]).map((s) => s.userId)).toEqual([lisi, zhangsan]);
  });

  it('signs in the signer’s own name and at the server’s time, whatever the request says', async () => {
    const mine = await sealFileOf(lisi);
    const saved = await save(
      { sign: [{ ...signature(lisi, mine), name: '张三', createTime: '1999-01-01 00:00:00' }] },
      lisi,
    );
    const [entry] = saved.data.sign as { name: string; createTime: string }[];
    expect(entry!.name).toBe('李四');
    expect(entry!.createTime).not.toBe('1999-01-01 00:00:00');
  });

  it('refuses an own signature made with the image of someone who already signed the record', async () => {
    const theirs = await sealFileOf(zhangsan);
    const first = await save({ sign: [signature(zhangsan, theirs)] }, zhangsan);
    await expect(
      save({ sign: [...(first.data.sign as object[]), signature(lisi, theirs, 1)] }, lisi, first.id),
    ).rejects.toThrow('请正确的填写以下表单内容：签章只能使用自己的签章或手写签名');
  });

  it('refuses moving an attached jpg into a png-only image field', async () => {
    const jpg = await storedFile(zhangsan, 'jpg', 'scan.jpg');
    const first = await save({ docs: [{ id: jpg, name: 'scan.jpg', size: 1, type: 'jpg' }] }, zhangsan);
    await expect(
      save({ photos: [{ id: jpg, name: 'scan.png', size: 1, type: 'png' }] }, zhangsan, first.id),
    ).rejects.toThrow('请正确的填写以下表单内容：照片请上传后缀名为png类型的图片！');
  });

  it('lets the first signer remove their signature although the app renumbers the others', async () => {
    const a = await sealFileOf(lisi);
    const b = await storedFile(zhangsan, 'png');
    const first = await save({ sign: [signature(lisi, a)] }, lisi);
    const both = await save(
      { sign: [...(first.data.sign as object[]), signature(zhangsan, b, 1)] },
      zhangsan,
      first.id,
    );
    const others = (both.data.sign as { userId: string }[])
      .filter((s) => s.userId !== lisi)
      .map((s, index) => ({ ...s, index }));
    const removed = await save({ sign: others }, lisi, first.id);
    expect(removed.data.sign).toEqual([expect.objectContaining({ userId: zhangsan, index: 0 })]);
  });
});
