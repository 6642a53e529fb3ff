import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginToken } from '@baton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { saveBusinessData, saveFormDefinition } from '../form/service';
import { sealPng } from './png';

/** A handwritten signature is a PNG uploaded as handwriting, and never a copy of someone's seal image. */

let t: TestApp;
let dataDir: string;
let zhangsan: LoginToken;
let lisi: LoginToken;
let zhangsanSeal: Buffer;
const REFUSED = '请正确的填写以下表单内容：签章只能使用自己的签章或手写签名';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'baton-handwriting-'));
  t = await createTestApp({ config: { dataDir } });
  [zhangsan, lisi] = await Promise.all([t.login('zhangsan'), t.login('lisi')]);
  await saveFormDefinition(t.database.db, zhangsan.tenantId!, {
    key: 'sign_check',
    name: '签字检查',
    boAlias: 'sign_check',
    fields: [{ name: 'sign', label: '签章', type: 'signature' }],
  });
  const fileId = (await get('/uc/electronicSeal/v1/getElectronicSeal?password=Baton%402026', zhangsan)).json()
    .value as string;
  zhangsanSeal = (await get(`/system/file/v1/preview?fileId=${fileId}`, lisi)).rawPayload;
  expect(zhangsanSeal.subarray(1, 4).toString()).toBe('PNG');
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function get(url: string, who: LoginToken) {
  return t.app.inject({ url, headers: bearer(who.token) });
}

async function upload(who: LoginToken, name: string, bytes: Buffer, query = '') {
  const boundary = `----baton${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/system/file/v1/fileUpload${query}`,
    headers: { ...bearer(who.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const sign = (who: LoginToken, fileId: string) =>
  saveBusinessData(t.database.db, {
    tenantId: who.tenantId!,
    boAlias: 'sign_check',
    formKey: 'sign_check',
    userId: who.userId,
    data: { sign: [{ index: 0, userId: who.userId, name: '签名人', signature: fileId, createTime: '' }] },
  });

describe('handwritten signatures', () => {
  it('accept a PNG the signer uploaded as handwriting', async () => {
    const up = await upload(lisi, 'signature.png', sealPng(9), '?purpose=handwriting');
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const saved = await sign(lisi, up.body.value.fileId);
    expect(saved.data.sign).toEqual([expect.objectContaining({ userId: lisi.userId, name: '李四' })]);
  });

  it('refuse a downloaded seal image re-uploaded as handwriting', async () => {
    const up = await upload(lisi, 'signature.png', zhangsanSeal, '?purpose=handwriting');
    if (up.status === 200) await expect(sign(lisi, up.body.value.fileId)).rejects.toThrow(REFUSED);
    else expect(up.body.state).toBe(false);
  });

  it('refuse a PNG uploaded as an ordinary attachment', async () => {
    const plain = await upload(lisi, 'photo.png', sealPng(11));
    expect(plain.status).toBe(200);
    await expect(sign(lisi, plain.body.value.fileId)).rejects.toThrow(REFUSED);
    const copy = await upload(lisi, 'seal.png', zhangsanSeal);
    expect(copy.status).toBe(200);
    await expect(sign(lisi, copy.body.value.fileId)).rejects.toThrow(REFUSED);
  });

  it('take only a PNG as handwriting', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    const up = await upload(lisi, 'signature.pdf', pdf, '?purpose=handwriting');
    expect(up.status).toBe(400);
    expect(up.body.message).toBe('请上传后缀名为png类型的图片！');
  });

  it('still accept the signer’s own seal', async () => {
    const fileId = (
      await get('/uc/electronicSeal/v1/getElectronicSeal?password=Baton%402026', zhangsan)
    ).json().value as string;
    const saved = await sign(zhangsan, fileId);
    expect(saved.data.sign).toEqual([expect.objectContaining({ signature: fileId })]);
  });
});
