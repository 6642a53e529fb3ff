import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FormRecordData, LoginToken } from '@baton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { ALL_WRITABLE, saveBusinessData, saveFormDefinition } from '../form/service';
import { sealPng } from '../seal/png';

/**
 * Someone who scans a QR code opens the form without signing in: their guest token reads exactly the files a record
 * of a QR-code template shows, in their own tenant, and nothing else.
 */

let t: TestApp;
let dataDir: string;
let zhangsan: LoginToken;
let guest: string;
let otherGuest: string;
const files: Record<string, string> = {};

async function upload(name: string, bytes: Buffer) {
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
    url: '/system/file/v1/fileUpload',
    headers: { ...bearer(zhangsan.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.fileId as string;
}

const template = (key: string, boAlias: string, qrcode: boolean) => ({
  id: randomUUID(),
  tenant_id: zhangsan.tenantId!,
  kind: 'template' as const,
  key,
  alias: key,
  name: key,
  config: JSON.stringify({
    boAlias,
    formKey: boAlias,
    columns: [{ name: 'title', label: '标题' }],
    filters: [],
    sort: [],
    buttons: [{ alias: 'get', name: '查看', row: true }],
    qrcode,
    pageSize: 20,
  }),
});

const ref = (id: string) => [{ id, name: 'a.png', size: 1, type: 'png' }];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'baton-guest-files-'));
  t = await createTestApp({ config: { dataDir } });
  zhangsan = await t.login('zhangsan');
  const db = t.database.db;
  const tenantId = zhangsan.tenantId!;
  for (const [i, name] of ['shown', 'hidden', 'unused', 'inner', 'rowImage'].entries())
    files[name] = await upload(`${name}.png`, sealPng(i + 1));
  const fields = [
    { name: 'title', label: '标题', type: 'text' as const },
    { name: 'photos', label: '照片', type: 'image' as const },
    { name: 'secret', label: '内部附件', type: 'file' as const },
    {
      name: 'rows',
      label: '明细',
      type: 'subtable' as const,
      fields: [{ name: 'pic', label: '图片', type: 'image' as const }],
    },
  ];
  await saveFormDefinition(db, tenantId, {
    key: 'visitor_log',
    name: '访客登记',
    boAlias: 'visitor_log',
    fields,
    permissions: { default: 'w', fields: { secret: 'n' } },
  });
  await saveFormDefinition(db, tenantId, {
    key: 'staff_log',
    name: '内部登记',
    boAlias: 'staff_log',
    fields,
  });
  await db
    .insertInto('form_configs')
    .values([template('visitor_qr', 'visitor_log', true), template('staff_list', 'staff_log', false)])
    .execute();
  const save = (boAlias: string, data: FormRecordData) =>
    saveBusinessData(db, {
      tenantId,
      boAlias,
      formKey: boAlias,
      userId: zhangsan.userId,
      permissions: ALL_WRITABLE,
      data,
    });
  await save('visitor_log', {
    title: '访客',
    photos: ref(files.shown!),
    secret: ref(files.hidden!),
    rows: [{ pic: ref(files.rowImage!) }],
  });
  await save('staff_log', { title: '内部', photos: ref(files.inner!) });
  guest = (await t.app.inject({ url: '/sso/genGuestToken?tenantCode=demo' })).json().value.token;
  const other = await t.app.inject({ url: '/sso/genGuestToken?tenantCode=demo-east' });
  expect(other.statusCode).toBe(200);
  otherGuest = other.json().value.token;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const fetch = (kind: 'downloadFile' | 'preview', fileId: string, token: string) =>
  t.app.inject({ url: `/system/file/v1/${kind}?fileId=${fileId}`, headers: bearer(token) });

describe('a guest who opened a QR-code form', () => {
  it('downloads and previews the images the record shows, sub-table rows included', async () => {
    for (const [name, n] of [
      ['shown', 1],
      ['rowImage', 5],
    ] as const) {
      for (const kind of ['downloadFile', 'preview'] as const) {
        const res = await fetch(kind, files[name]!, guest);
        expect(res.statusCode, `${kind} ${name}`).toBe(200);
        expect(res.rawPayload.equals(sealPng(n))).toBe(true);
      }
    }
  });

  it('gets nothing the form does not show: hidden fields, other templates, files in no record', async () => {
    for (const name of ['hidden', 'inner', 'unused']) {
      for (const kind of ['downloadFile', 'preview'] as const) {
        const res = await fetch(kind, files[name]!, guest);
        expect(res.statusCode, `${kind} ${name}`).toBe(404);
        expect(res.json().message).toBe('文件不存在');
      }
    }
  });

  it('gets nothing of another tenant', async () => {
    const res = await fetch('preview', files.shown!, otherGuest);
    expect(res.statusCode).toBe(404);
  });

  it('still may not upload, rename or read file details', async () => {
    const info = await t.app.inject({
      url: `/system/file/v1/getFileById_${files.shown}`,
      headers: bearer(guest),
    });
    expect(info.statusCode).toBe(404);
  });
});
