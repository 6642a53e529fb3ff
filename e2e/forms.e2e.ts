import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  confirmPicker,
  DEMO_PASSWORD,
  gzipSizeOf,
  launch,
  phone,
  pickDay,
  pickInColumn,
  scriptsOf,
  shot,
  signInCountingScripts,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const LEAVE_ADD = '/formContent?formKey=leave&boAlias=leave&action=add';
// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function loginAs(page: Page, account: string, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === redirect);
}

const fieldRow = (page: Page, label: string) => page.locator('[data-field]').filter({ hasText: label });

describe('online forms', () => {
  it('the leave form: mistakes give the exact messages, corrected it is submitted and shown', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'zhangsan', LEAVE_ADD);
    await page.getByRole('heading', { name: '请假申请' }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: '请假类型' }).textContent())
      .toContain('请选择请假类型');
    await shot(page, 'forms-leave-empty');

    // Mistakes: no type, no dates, a one-character reason.
    await page.getByRole('textbox', { name: '请假事由' }).fill('病');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    const summary =
      '请正确的填写以下表单内容：请假类型：必填项不能为空；开始日期：必填项不能为空；结束日期：必填项不能为空；请假事由：长度不能少于2个字符';
    await page.getByText(summary).waitFor();
    await expect
      .poll(() => fieldRow(page, '请假类型').getByRole('alert').textContent())
      .toBe('必填项不能为空');
    await expect
      .poll(() => fieldRow(page, '请假事由').getByRole('alert').textContent())
      .toBe('长度不能少于2个字符');
    await shot(page, 'forms-leave-errors');

    // The type from its dictionary, and an end before the start: the computed days fall below 1.
    await page.getByRole('button', { name: '请假类型' }).click();
    await page.locator('.adm-picker').waitFor();
    await pickInColumn(page, 0, '年假');
    await confirmPicker(page);
    await pickDay(page, '开始日期', 12);
    await pickDay(page, '结束日期', 10);
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await page
      .getByText('请正确的填写以下表单内容：请假天数：不能小于1；请假事由：长度不能少于2个字符')
      .waitFor();

    // Corrected.
    await pickDay(page, '结束日期', 14);
    await expect.poll(() => fieldRow(page, '请假天数').locator('output').textContent()).toBe('3');
    await page.getByRole('textbox', { name: '请假事由' }).fill('回老家参加婚礼');
    await page.getByLabel('上传附件').setInputFiles({ name: '请柬.png', mimeType: 'image/png', buffer: PNG });
    await fieldRow(page, '附件').getByText('请柬.png').waitFor();
    await shot(page, 'forms-leave-filled');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('id'));
    // The saved record, once it has loaded in place of the form.
    // Read in one go once every saved value is there: the record can be fetched again right after it shows.
    const saved = ['年假', '-12', '-14', '3', '回老家参加婚礼', '请柬.png'];
    await expect
      .poll(async () => {
        const text = await page.locator('main').innerText();
        return saved.every((v) => text.includes(v)) && /QJ\d{8}\d{3}/.test(text);
      })
      .toBe(true);
    expect(await page.getByRole('button', { name: '提交' }).count()).toBe(0);
    await shot(page, 'forms-leave-saved');
    await page.context().close();
  });

  it('a rendered form has no axe violations', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'zhangsan', '/formContent?formKey=purchase&boAlias=purchase&action=add');
    await page.getByRole('heading', { name: '采购申请' }).waitFor();
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await page.getByText(/^请正确的填写以下表单内容：/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'forms-purchase-errors');
    await page.context().close();
  });
});

describe('data templates', () => {
  it('lists purchases, searches, opens a record and edits it', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'zhangsan', '/template/preview/cgsqlb');
    await page.getByRole('heading', { name: '采购申请' }).waitFor();
    await page.getByText('研发部笔记本电脑采购').waitFor();
    await page.getByText('季度办公用品').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^共 \d+ 条$/ })
      .waitFor();
    await shot(page, 'forms-template-list');

    await page.getByRole('searchbox').fill('会议室');
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('status').filter({ hasText: '共 1 条' }).waitFor();
    expect(await page.getByText('研发部笔记本电脑采购').count()).toBe(0);

    await page
      .getByRole('link', { name: /会议室桌椅更新/ })
      .first()
      .click();
    await page.waitForURL(/\/templateForm\/purchase_list\/get\?id=/);
    await page.getByText('会议桌').waitFor();
    expect(await page.locator('main').innerText()).toContain('4,800.00');
    await shot(page, 'forms-template-record');

    await page.getByRole('button', { name: '编辑', exact: true }).click();
    await page.waitForURL(/\/templateForm\/purchase_list\/edit\?id=/);
    const title = page.getByRole('textbox', { name: '采购名称' });
    await expect.poll(() => title.inputValue()).toBe('会议室桌椅更新');
    await title.fill('会议室桌椅更新（三楼）');
    await shot(page, 'forms-template-edit');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/template/preview/cgsqlb');
    await page.getByText('会议室桌椅更新（三楼）').waitFor();
    await shot(page, 'forms-template-edited');
    await page.context().close();
  });

  it('the QR-code form is read-only with no buttons', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'zhangsan', '/template/preview/htgl');
    await page
      .getByRole('link', { name: /2026年度IT运维服务合同/ })
      .first()
      .click();
    await page.waitForURL(/\/templateForm\/contract_list\/get\?id=/);
    const id = new URL(page.url()).searchParams.get('id')!;
    await page.goto(`/QRCodeForm/contract_list?id=${id}`);
    await page.getByText('2026年度IT运维服务合同').waitFor();
    expect(await page.locator('main').innerText()).toContain('180,000.00');
    expect(await page.getByRole('textbox').count()).toBe(0);
    expect(await page.getByRole('button', { name: /保存|编辑|提交/ }).count()).toBe(0);
    // The terms' HTML arrives sanitised and stays so.
    expect(await page.locator('main script, main [onerror]').count()).toBe(0);
    await shot(page, 'forms-qrcode');
    await page.context().close();
  });
});

describe('handwritten signature', () => {
  it('signs on /canvas and saves the png through the upload call', async () => {
    const page = await (await phone(browser)).newPage();
    await loginAs(page, 'zhangsan', '/canvas');
    const pad = page.getByRole('img', { name: '签名板' });
    await pad.waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('请先签名').waitFor();
    const box = (await pad.boundingBox())!;
    const upload = page.waitForResponse((r) => r.url().includes('/system/file/v1/fileUpload'));
    await page.mouse.move(box.x + 40, box.y + 120);
    await page.mouse.down();
    for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 40 + i * 22, box.y + 120 + Math.sin(i) * 40);
    await page.mouse.up();
    await shot(page, 'forms-canvas-drawn');
    await page.getByRole('button', { name: '保存' }).click();
    const response = await upload;
    // Marked as handwriting: the server takes only such a png (never a copied seal) as a drawn signature.
    expect(new URL(response.url()).searchParams.get('purpose')).toBe('handwriting');
    const answer = (await response.json()) as { state: boolean; value: { files: { type: string }[] } };
    expect(answer.state).toBe(true);
    expect(answer.value.files[0]?.type).toBe('png');
    await page.getByText('签名已保存').waitFor();
    // The saved image itself, fetched back through the preview call.
    await expect
      .poll(() => page.locator('img[alt="当前签名"]').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await shot(page, 'forms-canvas-saved');
    await page.context().close();
  });
});

describe('budget', () => {
  it('the form route adds at most 60 KB gzip over the first route, the signature pad not among it', async () => {
    const context = await phone(browser);
    const page = await context.newPage();
    const login = await signInCountingScripts(page, 'zhangsan');

    // A fresh load of the form route in the signed-in tab: everything it needs, nothing left from before.
    const form = await scriptsOf(page, async () => {
      await page.goto(LEAVE_ADD);
      await page.getByRole('heading', { name: '请假申请' }).waitFor();
      await page.waitForLoadState('networkidle');
    });
    const added = [...form].filter((url) => !login.has(url));
    const kb = added.reduce((sum, url) => sum + gzipSizeOf(url), 0) / 1024;
    console.info(`form route adds ${kb.toFixed(1)} KB gzip in ${added.length} scripts`);
    expect(added.some((url) => /signature_pad|handwriting-pad/.test(url))).toBe(false);
    expect(kb).toBeLessThanOrEqual(60);
    await context.close();
  });
});
