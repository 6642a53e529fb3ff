import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FormFileInfo, LoginToken } from '@baton/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { sealPng } from '../seal/png';

let t: TestApp;
let dataDir: string;
let zhangsan: LoginToken;
let lisi: LoginToken;
let sunli: LoginToken;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'baton-files-'));
  t = await createTestApp({ config: { dataDir } });
  [zhangsan, lisi, sunli] = await Promise.all([t.login('zhangsan'), t.login('lisi'), t.login('sunli')]);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Part {
  field?: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(parts: Part[]) {
  const boundary = `----baton${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'files'}"; filename="${p.name}"\r\n` +
          `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      p.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(token: string, parts: Part[], query = '') {
  const { payload, contentType } = multipart(parts);
  const res = await t.app.inject({
    method: 'POST',
    url: `/system/file/v1/fileUpload${query}`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

const png = sealPng(7);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

describe('fileUpload', () => {
  it('stores files checked by content and answers their ids, names, sizes and types', async () => {
    const { status, body } = await upload(zhangsan.token, [
      { name: '签名.png', bytes: png, type: 'image/png' },
      { name: 'report.pdf', bytes: pdf },
      { name: 'notes.txt', bytes: Buffer.from('第一行\n第二行') },
    ]);
    expect(status).toBe(200);
    expect(body.message).toBe('上传成功');
    const files = body.value.files as FormFileInfo[];
    expect(files.map((f) => [f.name, f.type, f.size])).toEqual([
      ['签名.png', 'png', png.length],
      ['report.pdf', 'pdf', pdf.length],
      ['notes.txt', 'txt', Buffer.byteLength('第一行\n第二行')],
    ]);
    expect(body.value.fileId).toBe(files[0]!.id);

    const download = await get(`/system/file/v1/downloadFile?fileId=${files[0]!.id}`, lisi.token);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="__.png"; filename*=UTF-8''${encodeURIComponent('签名.png')}`,
    );
    const preview = await get(`/system/file/v1/preview?fileId=${files[1]!.id}`, zhangsan.token);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^attachment;/);
    const image = await get(`/system/file/v1/preview?fileId=${files[0]!.id}`, zhangsan.token);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    for (const res of [download, preview, image]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    }
    const info = await get(`/system/file/v1/getFileById_${files[2]!.id}`, zhangsan.token);
    expect(info.json().value).toMatchObject({ name: 'notes.txt', type: 'txt' });
    const online = await get(
      `/file/onlinePreviewController/v1/onlinePreview?fileId=${files[1]!.id}`,
      lisi.token,
    );
    expect(online.json().value).toBe(`/system/file/v1/preview?fileId=${files[1]!.id}`);
  });

  it.each([
    ['a file named .png that is not a PNG', [{ name: 'fake.png', bytes: pdf }], '', '文件内容与文件类型不符'],
    [
      'a PNG upload that is not a PNG',
      [{ name: 'fake.png', bytes: pdf }],
      '?pngOnly=true',
      '请上传后缀名为png类型的图片！',
    ],
    [
      'a real image that is not a png where png is required',
      [{ name: 'a.pdf', bytes: pdf }],
      '?pngOnly=true',
      '请上传后缀名为png类型的图片！',
    ],
    [
      'a type outside the list',
      [{ name: 'run.sh', bytes: Buffer.from('#!/bin/sh\nrm -rf /') }],
      '',
      '不支持上传该类型的文件',
    ],
    [
      'text with binary inside',
      [{ name: 'a.txt', bytes: Buffer.from([0x61, 0, 0x62]) }],
      '',
      '文件内容与文件类型不符',
    ],
    ['an empty file', [{ name: 'empty.txt', bytes: Buffer.alloc(0) }], '', '文件 empty.txt 是空文件'],
    [
      'another field name',
      [{ field: 'file', name: 'a.png', bytes: png }],
      '',
      '请以 multipart/form-data 上传文件（字段 files）',
    ],
    [
      'more than 10 files',
      Array.from({ length: 11 }, (_, i) => ({ name: `${i}.png`, bytes: png })),
      '',
      '一次最多上传10个文件',
    ],
  ])('refuses %s and keeps nothing', async (_case, parts, query, message) => {
    const before = await t.database.db.selectFrom('files').select('id').execute();
    const { status, body } = await upload(zhangsan.token, parts as Part[], query);
    expect(status).toBe(400);
    expect(body).toEqual({ state: false, message });
    expect(await t.database.db.selectFrom('files').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a good file sent with a bad one, keeping neither', async () => {
    const before = (await t.database.db.selectFrom('files').select('id').execute()).length;
    const { status } = await upload(zhangsan.token, [
      { name: 'ok.png', bytes: png },
      { name: 'bad.png', bytes: pdf },
    ]);
    expect(status).toBe(400);
    expect(await t.database.db.selectFrom('files').select('id').execute()).toHaveLength(before);
  });

  it('answers 400 with a clear message to a JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/system/file/v1/fileUpload',
      headers: bearer(zhangsan.token),
      payload: { files: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ state: false, message: '请以 multipart/form-data 上传文件（字段 files）' });
  });

  it('needs a token', async () => {
    const { payload, contentType } = multipart([{ name: 'a.png', bytes: png }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/system/file/v1/fileUpload',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('tenant scope', () => {
  it("answers another tenant's file as if it did not exist", async () => {
    const { body } = await upload(zhangsan.token, [{ name: 'demo.png', bytes: png }]);
    const id = body.value.fileId as string;
    for (const url of [
      `/system/file/v1/downloadFile?fileId=${id}`,
      `/system/file/v1/preview?fileId=${id}`,
      `/system/file/v1/getFileById_${id}`,
      `/file/onlinePreviewController/v1/onlinePreview?fileId=${id}`,
    ]) {
      const res = await get(url, sunli.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ state: false, message: '文件不存在' });
    }
    const rename = await t.app.inject({
      method: 'POST',
      url: '/system/file/v1/updateFileExtraProp',
      headers: bearer(sunli.token),
      payload: { fileId: id, name: 'x.png' },
    });
    expect(rename.statusCode).toBe(404);
  });

  it('lets only the uploader rename a file', async () => {
    const { body } = await upload(zhangsan.token, [{ name: 'a.png', bytes: png }]);
    const id = body.value.fileId as string;
    const other = await t.app.inject({
      method: 'POST',
      url: '/system/file/v1/updateFileExtraProp',
      headers: bearer(lisi.token),
      payload: { fileId: id, name: 'b.png' },
    });
    expect(other.statusCode).toBe(403);
    const own = await t.app.inject({
      method: 'POST',
      url: '/system/file/v1/updateFileExtraProp',
      headers: bearer(zhangsan.token),
      payload: { fileId: id, name: '合同扫描件.png', bizId: 'rec1' },
    });
    expect(own.json().value).toMatchObject({ id, name: '合同扫描件.png' });
    const info = await get(`/system/file/v1/getFileById_${id}`, lisi.token);
    expect(info.json().value.name).toBe('合同扫描件.png');
  });

  it('a form refuses a file of another tenant', async () => {
    const { body } = await upload(sunli.token, [{ name: 'acme.pdf', bytes: pdf }]);
    const acmeFile = body.value.files[0] as FormFileInfo;
    const res = await t.app.inject({
      method: 'POST',
      url: '/form/dataTemplate/v1/boSave/purchase',
      headers: bearer(zhangsan.token),
      payload: {
        data: {
          title: '带附件',
          category: 'bgyp',
          needDate: '2026-12-01',
          items: [{ name: '笔', quantity: 1, price: 1 }],
          attachments: [acmeFile],
        },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('请正确的填写以下表单内容：附件引用的文件不存在');
  });
});

describe('downloads', () => {
  it('names the file in a Content-Disposition that every browser parses, with no sniffing', async () => {
    const name = "it's (1)*.txt";
    const { body } = await upload(zhangsan.token, [{ name, bytes: Buffer.from('<b>hi</b>') }]);
    const res = await get(`/system/file/v1/downloadFile?fileId=${body.value.fileId}`, zhangsan.token);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="it's (1)*.txt"; filename*=UTF-8''it%27s%20%281%29%2A.txt`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('a renamed file still downloads with the type its content has', async () => {
    const { body } = await upload(zhangsan.token, [
      { name: 'a.txt', bytes: Buffer.from('<script>1</script>') },
    ]);
    const id = body.value.fileId as string;
    await t.app.inject({
      method: 'POST',
      url: '/system/file/v1/updateFileExtraProp',
      headers: bearer(zhangsan.token),
      payload: { fileId: id, name: 'page.html' },
    });
    for (const url of [`/system/file/v1/downloadFile?fileId=${id}`, `/system/file/v1/preview?fileId=${id}`]) {
      const res = await get(url, zhangsan.token);
      expect(res.headers['content-disposition'], url).toMatch(/filename="page\.html\.txt"/);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
    }
  });

  it('refuses a file over the size limit and keeps nothing, in the database or on disk', async () => {
    const before = (await t.database.db.selectFrom('files').select('id').execute()).length;
    const onDisk = () => {
      const folder = path.join(dataDir, 'files', zhangsan.tenantId!);
      return existsSync(folder) ? readdirSync(folder).length : 0;
    };
    const disk = onDisk();
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x61);
    const { status, body } = await upload(zhangsan.token, [
      { name: 'small.png', bytes: png },
      { name: 'big.txt', bytes: big },
    ]);
    expect(status).toBe(400);
    expect(body).toEqual({ state: false, message: '单个文件不能超过20MB' });
    expect(await t.database.db.selectFrom('files').select('id').execute()).toHaveLength(before);
    expect(onDisk()).toBe(disk);
    const mismatch = await upload(zhangsan.token, [
      { name: 'ok.png', bytes: png },
      { name: 'bad.png', bytes: pdf },
    ]);
    expect(mismatch.status).toBe(400);
    expect(onDisk()).toBe(disk);
  });

  it('takes a multi-megabyte text file whose characters cross chunk boundaries', async () => {
    const text = Buffer.from('第一行，中文内容。\n'.repeat(200_000));
    const { status, body } = await upload(zhangsan.token, [{ name: 'long.txt', bytes: text }]);
    expect(status).toBe(200);
    const res = await get(`/system/file/v1/downloadFile?fileId=${body.value.fileId}`, zhangsan.token);
    expect(res.rawPayload.equals(text)).toBe(true);
  });
});

describe('file names', () => {
  it('drops path parts, control and direction-override characters from a stored name', async () => {
    const { body } = await upload(zhangsan.token, [{ name: 'invoice\u202Efdp.png', bytes: png }]);
    expect(body.value.files[0].name).toBe('invoicefdp.png');
    const other = await upload(zhangsan.token, [
      { name: '..\\..\\etc\\passwd.txt', bytes: Buffer.from('x') },
    ]);
    expect(other.body.value.files[0].name).not.toMatch(/[\\/]/);
  });
});
