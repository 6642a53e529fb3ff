import { constants, publicEncrypt } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseUrl,
  confirmPicker,
  DEMO_PASSWORD,
  launch,
  phone,
  pickDay,
  pickInColumn,
  shot,
} from './support';

// The start form, the instance screen and every approval action, against the real server with the demo data.
// Ids of the requests a journey creates or needs are found through the server's own calls (as the lists would
// show them); the screens are then opened by their routes.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// ----- the server's calls, as a signed-in user -------------------------------------------------------------------

interface Envelope<T> {
  state: boolean;
  message: string;
  value: T;
}

let publicKey: string | undefined;
const tokens = new Map<string, string>();

async function request<T>(path: string, token?: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

async function tokenOf(account: string): Promise<string> {
  const known = tokens.get(account);
  if (known) return known;
  publicKey ??= (await request<string>('/auth/publicKey')).value;
  const password = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(DEMO_PASSWORD),
  ).toString('base64');
  const answer = await request<{ token: string }>('/auth?tenantId=demo', undefined, {
    username: account,
    password,
  });
  tokens.set(account, answer.value.token);
  return answer.value.token;
}

async function api<T>(account: string, path: string, body?: unknown): Promise<T> {
  const answer = await request<T>(path, await tokenOf(account), body);
  if (!answer.state) throw new Error(`${path}: ${answer.message}`);
  return answer.value;
}

interface TaskRow {
  id: string;
  name: string;
  assigneeName: string | null;
}

/** The open task of an instance that `account` holds or may take. */
async function taskOf(account: string, instId: string): Promise<string> {
  const rows = await api<TaskRow[]>(account, `/runtime/task/v1/getBpmTaskByInstId?instId=${instId}`);
  const todo = await api<{ rows: { id: string; procInstId: string }[] }>(
    account,
    '/runtime/task/v1/getTodoList',
    {
      isMobile: true,
      pageBean: { page: 1, pageSize: 100 },
    },
  );
  const mine = todo.rows.find((r) => r.procInstId === instId) ?? rows[0];
  if (!mine) throw new Error(`${account} has no task on ${instId}`);
  return mine.id;
}

const startExpense = (title: string, amount = 880) =>
  api<{ instId: string }>('zhangsan', '/runtime/instance/v1/start', {
    defKey: 'expense',
    subject: title,
    data: {
      title,
      payType: 'transfer',
      items: [{ date: '2026-11-10', category: 'jt', description: '往返高铁', amount }],
    },
  });

const startLeave = (days: number, reason: string) =>
  api<{ instId: string }>('zhangsan', '/runtime/instance/v1/start', {
    defKey: 'leave',
    data: {
      leaveType: 'sj',
      startDate: '2026-12-01',
      endDate: `2026-12-${String(days).padStart(2, '0')}`,
      days,
      reason,
    },
  });

// ----- the browser ---------------------------------------------------------------------------------------------

async function loginAs(page: Page, account: string, redirect: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  const en = locale === 'en-US';
  if (en) await page.getByRole('button', { name: 'English' }).click();
  await page.getByLabel(en ? 'Account' : '账号', { exact: true }).fill(account);
  await page.getByLabel(en ? 'Password' : '密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en ? 'Sign in' : '登录', exact: true }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === redirect);
}

async function openAs(account: string, path: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const page = await (await phone(browser, locale)).newPage();
  await loginAs(page, account, path, locale);
  return page;
}

/** Fills the leave start form: its type, the days from and to (this month) and the reason. */
async function fillLeave(page: Page, type: string, from: number, to: number, reason: string) {
  await page.getByRole('button', { name: '请假类型' }).click();
  await page.locator('.adm-picker').waitFor();
  await pickInColumn(page, 0, type);
  await confirmPicker(page);
  await pickDay(page, '开始日期', from);
  await pickDay(page, '结束日期', to);
  await page.getByRole('textbox', { name: '请假事由' }).fill(reason);
}

const bar = (page: Page) => page.getByRole('navigation', { name: /^(操作|Actions)$/ });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const moreSheet = (page: Page) => page.getByRole('dialog', { name: /^(更多|More)$/ });
const toast = (page: Page, text: string) => page.locator('.adm-toast-main').filter({ hasText: text });

/** Runs an action from the bar, or from 更多 when it is not there. */
async function act(page: Page, label: string, more = /^(更多|More)$/) {
  const direct = bar(page).getByRole('button', { name: label, exact: true });
  await bar(page).waitFor();
  if ((await direct.count()) > 0) {
    await direct.click();
    return;
  }
  await bar(page).getByRole('button', { name: more }).click();
  await moreSheet(page).getByRole('button', { name: label, exact: true }).click();
}

/** Picks a person in the open picker by searching their name. */
async function pickPerson(page: Page, name: string, title = '选择人员', confirm = /^确定\(\d+\)$/) {
  const picker = dialog(page, title);
  await picker.waitFor();
  const search = picker.getByRole('searchbox');
  await search.fill(name);
  await search.press('Enter');
  await picker
    .getByRole('radio', { name: new RegExp(name) })
    .or(picker.getByRole('checkbox', { name: new RegExp(name) }))
    .first()
    .click();
  await picker.getByRole('button', { name: confirm }).click();
  await picker.waitFor({ state: 'detached' });
}

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// ----- journeys ------------------------------------------------------------------------------------------------

describe('a leave request from start to end', () => {
  it('zhangsan starts 5 days, lisi sends it back to the start, zhangsan resubmits, it is approved and the diagram shows every node done', async () => {
    const leave = await api<{ defId: string }>('zhangsan', '/runtime/instance/v1/startForm', {
      defKey: 'leave',
    });
    const lisiBefore = await api<{ myTaks: { dataText: number } }>('lisi', '/runtime/task/v1/getFlowSummary');

    // zhangsan fills the start form: mistakes first, then 5 days (the 10th to the 14th).
    const starter = await openAs('zhangsan', `/work/startFlow/${leave.defId}/0`);
    await starter.getByRole('heading', { name: '请假申请' }).waitFor();
    await shot(starter, 'task-start-empty');
    await starter.getByRole('button', { name: '提交', exact: true }).click();
    await starter.getByText(/^请正确的填写以下表单内容：/).waitFor();
    await shot(starter, 'task-start-errors');
    expect(await axeViolations(starter)).toEqual([]);
    await starter.getByRole('button', { name: '请假类型' }).click();
    await starter.locator('.adm-picker').waitFor();
    await pickInColumn(starter, 0, '年假');
    await confirmPicker(starter);
    await pickDay(starter, '开始日期', 10);
    await pickDay(starter, '结束日期', 14);
    await starter.getByRole('textbox', { name: '请假事由' }).fill('回老家探亲');
    await expect
      .poll(() =>
        starter.locator('[data-field]').filter({ hasText: '请假天数' }).locator('output').textContent(),
      )
      .toBe('5');
    await shot(starter, 'task-start-filled');
    await starter.getByRole('button', { name: '提交', exact: true }).click();
    await starter.waitForURL(/\/inst\/[^/]+$/);
    const instId = starter.url().split('/').at(-1)!;
    await toast(starter, '启动成功').waitFor();
    await starter.getByText('当前节点：部门负责人审批').waitFor();
    await shot(starter, 'task-started');

    // lisi, who leads zhangsan's department, has one more to-do and opens it.
    const lisiAfter = await api<{ myTaks: { dataText: number } }>('lisi', '/runtime/task/v1/getFlowSummary');
    expect(lisiAfter.myTaks.dataText).toBe(lisiBefore.myTaks.dataText + 1);
    const leaderTask = await taskOf('lisi', instId);
    // lisi finds it at the top of 我的待办 (newest first) and taps it.
    const lisi = await openAs('lisi', '/work/myMatters/0');
    await lisi.getByRole('tab', { name: `待办(${lisiAfter.myTaks.dataText})` }).waitFor();
    await lisi
      .getByRole('link', { name: /张三的请假申请/ })
      .first()
      .click();
    await lisi.waitForURL(`**/task/${leaderTask}/0`);
    await lisi.getByText('回老家探亲').waitFor();
    expect(await bar(lisi).getByRole('button').allTextContents()).toEqual(['更多', '驳回', '同意']);
    await shot(lisi, 'task-approver');
    expect(await axeViolations(lisi)).toEqual([]);
    await lisi.getByRole('tab', { name: /审批记录/ }).click();
    await lisi.getByText('待审批').waitFor();
    await shot(lisi, 'task-opinions');
    expect(await axeViolations(lisi)).toEqual([]);
    await lisi.getByRole('tab', { name: '相关信息' }).click();
    await lisi.getByText('办理期限').waitFor();
    await lisi.getByText(/^剩余 /).waitFor();
    await shot(lisi, 'task-info');
    await lisi.getByRole('tab', { name: '流程' }).click();
    await lisi.getByRole('checkbox', { name: /人事审批/ }).check();
    await lisi.getByRole('button', { name: '保存关注节点' }).click();
    await toast(lisi, '保存成功').waitFor();
    await shot(lisi, 'task-nodes');
    await bar(lisi).getByRole('button', { name: '更多' }).click();
    await moreSheet(lisi).getByRole('button', { name: '转办', exact: true }).waitFor();
    await shot(lisi, 'task-more');
    expect(await axeViolations(lisi)).toEqual([]);
    await moreSheet(lisi).getByRole('button', { name: '取消', exact: true }).click();

    // Sent back to the start node, with the reason.
    await act(lisi, '驳回');
    const reject = dialog(lisi, '驳回');
    await reject.getByRole('button', { name: '确定' }).click();
    await reject.getByText('请选择驳回的节点').waitFor();
    await shot(lisi, 'task-reject-errors');
    expect(await axeViolations(lisi)).toEqual([]);
    await reject.getByRole('radio', { name: '发起' }).check();
    await reject.getByRole('button', { name: '选择常用语' }).click();
    await reject.getByRole('button', { name: '请补充材料后再提交' }).click();
    await reject.getByRole('textbox', { name: /审批意见/ }).fill('请补充材料后再提交：行程单');
    await shot(lisi, 'task-reject-dialog');
    await reject.getByRole('button', { name: '确定' }).click();
    await toast(lisi, '驳回成功').waitFor();
    await lisi.context().close();

    // zhangsan has it back at the start: edits the reason and resubmits.
    const backTask = await taskOf('zhangsan', instId);
    const again = await openAs('zhangsan', '/work/myMatters/0');
    await again
      .getByRole('link', { name: /张三的请假申请/ })
      .first()
      .click();
    await again.waitForURL(`**/task/${backTask}/0`);
    const reason = again.getByRole('textbox', { name: '请假事由' });
    await expect.poll(() => reason.inputValue()).toBe('回老家探亲');
    expect(await bar(again).getByRole('button').allTextContents()).toEqual(['更多', '终止', '重新提交']);
    await reason.fill('回老家探亲，行程单已附');
    await shot(again, 'task-resubmit');
    await act(again, '重新提交');
    await dialog(again, '重新提交').getByRole('button', { name: '确定' }).click();
    await toast(again, '办理成功').waitFor();
    await again.context().close();

    // lisi agrees, HR agrees: the request ends.
    const lisi2 = await openAs('lisi', `/task/${await taskOf('lisi', instId)}/0`);
    await lisi2.getByText('回老家探亲，行程单已附').waitFor();
    await act(lisi2, '同意');
    await dialog(lisi2, '同意')
      .getByRole('textbox', { name: /审批意见/ })
      .fill('同意，注意交接工作');
    await shot(lisi2, 'task-agree-dialog');
    await dialog(lisi2, '同意').getByRole('button', { name: '确定' }).click();
    await toast(lisi2, '办理成功').waitFor();
    await lisi2.context().close();
    const hr = await openAs('zhaoliu', `/task/${await taskOf('zhaoliu', instId)}/0`);
    await act(hr, '同意');
    await dialog(hr, '同意').getByRole('button', { name: '确定' }).click();
    await toast(hr, '办理成功').waitFor();
    await hr.context().close();

    const done = await openAs('zhangsan', `/inst/${instId}`);
    await done.getByText('已结束').first().waitFor();
    await done.getByRole('tab', { name: /审批记录/ }).click();
    await done.getByText('驳回').first().waitFor();
    await shot(done, 'task-ended-opinions');
    await done.getByRole('tab', { name: '流程' }).click();
    await done.getByRole('button', { name: '查看流程图' }).click();
    const diagram = dialog(done, '流程图');
    await diagram.locator('.djs-element.bt-done').first().waitFor();
    // Start, the gateway, the department head, HR and the end: all done, nothing current.
    expect(await diagram.locator('.djs-shape.bt-done').count()).toBe(5);
    expect(await diagram.locator('.bt-current').count()).toBe(0);
    expect(
      await diagram
        .getByRole('img', { name: /已完成：发起、请假天数、部门负责人审批、人事审批、结束；进行中：无/ })
        .count(),
    ).toBe(1);
    // Too wide for a phone at a readable size: it opens readable (labels at 80 % or more) and zooms by button.
    const scale = async () =>
      Number(
        /matrix\(([\d.]+)/.exec((await diagram.locator('g.viewport').getAttribute('transform')) ?? '')?.[1],
      );
    expect(await scale()).toBeGreaterThanOrEqual(0.8);
    await shot(done, 'task-diagram-done');
    const first = await scale();
    await diagram.getByRole('button', { name: '放大' }).click();
    expect(await scale()).toBeCloseTo(first * 1.25, 2);
    await diagram.getByRole('button', { name: '显示全图' }).click();
    expect(await scale()).toBeLessThan(first);
    await shot(done, 'task-diagram-whole');
    await done.context().close();
  });
});

describe('an expense through the finance countersign (English)', () => {
  it('the department head approves, two finance approvers agree and the countersign waits for its half, the third ends it', async () => {
    const { instId } = await startExpense('Expense countersign E2E');
    const head = await openAs('lisi', `/task/${await taskOf('lisi', instId)}/0`, 'en-US');
    await head.getByRole('heading', { name: 'Expense countersign E2E' }).waitFor();
    expect(await bar(head).getByRole('button').allTextContents()).toEqual(['More', 'Reject', 'Approve']);
    await shot(head, 'task-en-approver');
    await act(head, 'Approve');
    await dialog(head, 'Approve').getByRole('button', { name: 'OK' }).click();
    await toast(head, 'Done').waitFor();
    await head.context().close();

    for (const [n, account] of ['wangwu', 'xuli', 'linfang'].entries()) {
      const page = await openAs(account, `/task/${await taskOf(account, instId)}/0`, 'en-US');
      await page.getByText('Current step: 财务会签').waitFor();
      // A countersign node: abstain and add signer, no reject.
      await bar(page).getByRole('button', { name: 'More' }).click();
      await moreSheet(page).getByRole('button', { name: 'Cancel', exact: true }).waitFor();
      const sheet = await moreSheet(page).getByRole('button').allTextContents();
      expect(sheet).toContain('Add signer');
      expect(sheet).not.toContain('Reject');
      await moreSheet(page).getByRole('button', { name: 'Cancel', exact: true }).click();
      if (n === 0) await shot(page, 'task-en-countersign');
      await act(page, 'Approve');
      await dialog(page, 'Approve')
        .getByRole('textbox', { name: /Opinion/ })
        .fill(`OK from ${account}`);
      await dialog(page, 'Approve').getByRole('button', { name: 'OK' }).click();
      await toast(page, 'Done').waitFor();
      await page.context().close();
      const inst = await api<{ status: string; currentNodes: string }>(
        'zhangsan',
        '/runtime/instance/v1/getByRecordInstId',
        {
          instId,
        },
      );
      // Half of the six finance staff must agree: two are not enough, three are.
      expect(inst.status).toBe(n < 2 ? 'running' : 'end');
    }
    const starter = await openAs('zhangsan', `/inst/${instId}`, 'en-US');
    await starter.getByText('Completed').first().waitFor();
    await starter.getByRole('tab', { name: /History/ }).click();
    for (const account of ['wangwu', 'xuli', 'linfang'])
      await starter.getByText(`OK from ${account}`).waitFor();
    await shot(starter, 'task-en-countersign-history');
    await starter.context().close();
  });
});

describe('handing on and asking others', () => {
  // The app's words per language; the organisation, people and flow are the tenant's (in Chinese).
  const TRANSFER = {
    'zh-CN': {
      act: '转办',
      ok: '确定',
      needUser: '请选择人员',
      user: /办理人/,
      picker: '选择人员',
      pick: '确定(1)',
      opinion: /审批意见/,
      done: '转办成功',
      bar: ['更多', '驳回', '同意'],
      agree: '同意',
      history: /审批记录/,
    },
    'en-US': {
      act: 'Transfer',
      ok: 'OK',
      needUser: 'Please choose someone',
      user: /Assignee/,
      picker: 'Choose people',
      pick: 'OK (1)',
      opinion: /Opinion/,
      done: 'Transferred',
      bar: ['More', 'Reject', 'Approve'],
      agree: 'Approve',
      history: /History/,
    },
  } as const;

  it.each(['zh-CN', 'en-US'] as const)(
    'lisi transfers a task to wangwu through the person picker, and wangwu may act on it (%s)',
    async (locale) => {
      const t = TRANSFER[locale];
      const { instId } = await startExpense(`转办测试报销 ${locale}`);
      const lisi = await openAs('lisi', `/task/${await taskOf('lisi', instId)}/0`, locale);
      await act(lisi, t.act);
      const transfer = dialog(lisi, t.act);
      await transfer.getByRole('button', { name: t.ok, exact: true }).click();
      await transfer.getByRole('alert').filter({ hasText: t.needUser }).waitFor();
      await transfer.getByRole('button', { name: t.user }).click();
      // Browsing by organisation: the company, then its finance department, then 王五.
      const picker = dialog(lisi, t.picker);
      await picker.getByRole('button', { name: '百特科技' }).click();
      await picker.getByRole('button', { name: '财务部' }).click();
      await picker.getByRole('radio', { name: /王五/ }).click();
      await shot(lisi, `task-picker-orgs-${locale}`);
      await picker.getByRole('button', { name: t.pick }).click();
      await picker.waitFor({ state: 'detached' });
      await expect.poll(() => transfer.getByRole('button', { name: t.user }).textContent()).toContain('王五');
      const opinion = `出差期间请王五办理 ${locale}`;
      await transfer.getByRole('textbox', { name: t.opinion }).fill(opinion);
      await shot(lisi, `task-transfer-dialog-${locale}`);
      await transfer.getByRole('button', { name: t.ok, exact: true }).click();
      await toast(lisi, t.done).waitFor();
      await lisi.context().close();

      const wangwu = await openAs('wangwu', `/task/${await taskOf('wangwu', instId)}/0`, locale);
      await bar(wangwu).getByRole('button', { name: t.agree }).waitFor();
      expect(await bar(wangwu).getByRole('button').allTextContents()).toEqual(t.bar);
      await wangwu.getByRole('tab', { name: t.history }).click();
      await wangwu.getByText(opinion).waitFor();
      await shot(wangwu, `task-transferred-${locale}`);
      await wangwu.context().close();
    },
  );

  it('zhangsan circulates his request to wangwu, who replies', async () => {
    const { instId } = await startLeave(2, '传阅测试');
    const starter = await openAs('zhangsan', `/inst/${instId}`);
    await act(starter, '传阅');
    const copy = dialog(starter, '传阅');
    await copy.getByRole('button', { name: /人员/ }).click();
    await pickPerson(starter, '王五');
    const note = `请知悉这次请假 ${Date.now()}`;
    await copy.getByRole('textbox', { name: /留言内容/ }).fill(note);
    await copy.getByRole('button', { name: '确定' }).click();
    await toast(starter, '传阅成功').waitFor();
    await starter.context().close();

    // wangwu finds the message and handles it: its link opens the notice on the instance screen.
    const wangwu = await openAs('wangwu', '/messageReceiverList');
    await wangwu.getByRole('searchbox').fill(note);
    await wangwu.getByRole('searchbox').press('Enter');
    await wangwu
      .getByText(/^传阅：/)
      .first()
      .waitFor();
    await wangwu.getByRole('button', { name: '立即处理' }).first().click();
    await wangwu.waitForURL(/\/noticeTask\/[^/]+\/copyto$/);
    await wangwu.getByText(`张三 传阅给您：${note}`).waitFor();
    await act(wangwu, '回复');
    const reply = dialog(wangwu, '回复');
    await reply.getByRole('button', { name: '确定' }).click();
    await reply.getByText('请填写意见').waitFor();
    await reply.getByRole('textbox', { name: /回复内容/ }).fill('已知悉');
    await shot(wangwu, 'task-reply-dialog');
    await reply.getByRole('button', { name: '确定' }).click();
    await toast(wangwu, '回复成功').waitFor();
    await wangwu.getByText('已回复：已知悉').waitFor();
    expect(await bar(wangwu).getByRole('button', { name: '回复' }).count()).toBe(0);
    await shot(wangwu, 'task-replied');
    await wangwu.context().close();
  });

  it("zhangsan urges his request and the reminder is in lisi's messages", async () => {
    const { instId } = await startExpense('催办测试报销');
    const starter = await openAs('zhangsan', `/inst/${instId}`);
    await act(starter, '催办');
    const urge = dialog(starter, '催办');
    await expect.poll(() => urge.getByRole('textbox', { name: /催办内容/ }).inputValue()).toBe('请尽快审批');
    const content = `下周一前要报账 ${Date.now()}`;
    await urge.getByRole('textbox', { name: /催办内容/ }).fill(content);
    await shot(starter, 'task-urge-dialog');
    await urge.getByRole('button', { name: '确定' }).click();
    await toast(starter, '催办成功').waitFor();
    await starter.context().close();

    const lisi = await openAs('lisi', '/messageReceiverList');
    await lisi.getByRole('searchbox').fill(content);
    await lisi.getByRole('searchbox').press('Enter');
    await lisi.getByText('催办：催办测试报销').first().waitFor();
    await shot(lisi, 'task-urge-message');
    await lisi.context().close();
  });
});

describe('claiming a task offered to several people', () => {
  it('an HR candidate claims it (已签收) and gives it back (已取消签收)', async () => {
    const { instId } = await startLeave(2, '签收测试');
    const taskId = await taskOf('zhaoliu', instId);
    const hr = await openAs('zhaoliu', `/task/${taskId}/0`);
    await act(hr, '签收');
    await toast(hr, '已签收').waitFor();
    await bar(hr).getByRole('button', { name: '更多' }).click();
    await moreSheet(hr).getByRole('button', { name: '取消签收', exact: true }).waitFor();
    await shot(hr, 'task-claimed');
    await moreSheet(hr).getByRole('button', { name: '取消签收', exact: true }).click();
    await toast(hr, '已取消签收').waitFor();
    await bar(hr).getByRole('button', { name: '更多' }).click();
    await moreSheet(hr).getByRole('button', { name: '签收', exact: true }).waitFor();
    await moreSheet(hr).getByRole('button', { name: '取消', exact: true }).click();
    await hr.context().close();
  });
});

describe('two people completing the same task at once', () => {
  it('one succeeds, the other sees 任务已被处理，请刷新后重试 and nothing changes for them', async () => {
    const { instId } = await startExpense('并发测试报销');
    const taskId = await taskOf('lisi', instId);
    const [a, b] = await Promise.all([
      openAs('lisi', `/task/${taskId}/0`),
      openAs('lisi', `/task/${taskId}/0`),
    ]);
    for (const page of [a, b]) {
      await act(page, '同意');
      await dialog(page, '同意').waitFor();
    }
    await Promise.all(
      [a, b].map((page) => dialog(page, '同意').getByRole('button', { name: '确定' }).click()),
    );
    const outcome = async (page: Page) =>
      Promise.race([
        toast(page, '办理成功')
          .waitFor()
          .then(() => 'done' as const),
        toast(page, '任务已被处理，请刷新后重试')
          .waitFor()
          .then(() => 'conflict' as const),
      ]);
    const results = await Promise.all([outcome(a), outcome(b)]);
    expect([...results].sort()).toEqual(['conflict', 'done']);
    const loser = results[0] === 'conflict' ? a : b;
    // The refused one keeps its dialog: nothing happened on their screen.
    expect(await dialog(loser, '同意').count()).toBe(1);
    await shot(loser, 'task-conflict');
    const opinions = await api<{ status: string; auditorName: string }[]>(
      'zhangsan',
      `/runtime/task/v1/opinions?instId=${instId}`,
    );
    expect(opinions.filter((o) => o.status === 'agree').length).toBe(1);
    await a.context().close();
    await b.context().close();
  });
});

describe('the task screen on a small phone', () => {
  it('has no sideways scroll at 320 px, with the actions at the bottom of the screen', async () => {
    const { instId } = await startExpense('窄屏测试报销');
    const context = await browser.newContext({
      baseURL: baseUrl(),
      viewport: { width: 320, height: 640 },
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    await loginAs(page, 'lisi', `/task/${await taskOf('lisi', instId)}/0`);
    await page.getByText('往返高铁').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    const agree = await bar(page).getByRole('button', { name: '同意' }).boundingBox();
    // The primary action sits in the bottom band, on the thumb's side.
    expect(agree!.y).toBeGreaterThan(640 - 80);
    expect(agree!.x + agree!.width).toBeGreaterThan(320 / 2);
    await shot(page, 'task-320');
    await act(page, '驳回');
    await dialog(page, '驳回').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await shot(page, 'task-320-reject');
    await context.close();
  });
});

describe('a start the form asks to confirm', () => {
  it('a 12-day leave asks 是否仍然启动流程？: cancel keeps the form, confirm starts it', async () => {
    const leave = await api<{ defId: string }>('zhangsan', '/runtime/instance/v1/startForm', {
      defKey: 'leave',
    });
    const page = await openAs('zhangsan', `/work/startFlow/${leave.defId}/0`);
    await page.getByRole('heading', { name: '请假申请' }).waitFor();
    await fillLeave(page, '事假', 10, 21, `长假确认 ${Date.now()}`);
    await page.getByRole('button', { name: '提交', exact: true }).click();
    const ask = page.getByRole('dialog').filter({ hasText: '是否仍然启动流程？' });
    await ask.getByText('请假超过 10 天，请确认已与部门负责人沟通工作交接').waitFor();
    // The dialog fades in; the screenshot waits for it to settle.
    await page.waitForTimeout(500);
    await shot(page, 'task-start-confirm');
    await ask.getByRole('button', { name: '取消' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(page.url()).toContain('/work/startFlow/');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await ask.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/\/inst\/[^/]+$/);
    await toast(page, '启动成功').waitFor();
    const mine = await api<{ rows: { id: string }[] }>('zhangsan', '/runtime/instance/v1/myMobileRequest', {
      pageBean: { page: 1, pageSize: 20 },
    });
    expect(mine.rows.filter((r) => r.id === page.url().split('/').at(-1))).toHaveLength(1);
    await page.context().close();
  });
});

describe("starting in someone else's name", () => {
  it("zhangsan, 李四's flow agent, starts a leave for him: it is 李四's request", async () => {
    const leave = await api<{ defId: string }>('zhangsan', '/runtime/instance/v1/startForm', {
      defKey: 'leave',
    });
    const [lisi] = await api<{ userId: string; name: string }[]>(
      'zhangsan',
      `/runtime/agent/v1/principals?defId=${leave.defId}`,
    );
    expect(lisi?.name).toBe('李四');
    const page = await openAs('zhangsan', `/work/agentStart/${leave.defId}/${lisi!.userId}`);
    await page.getByRole('group', { name: '代谁发起' }).waitFor();
    expect(await page.getByRole('radio', { name: '李四' }).isChecked()).toBe(true);
    await fillLeave(page, '事假', 20, 20, `代理发起 ${Date.now()}`);
    await shot(page, 'task-agent-start');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await page.waitForURL(/\/inst\/[^/]+$/);
    await toast(page, '启动成功').waitFor();
    // The agent may follow the request they started, and only that: nothing to circulate it with.
    await page.getByRole('heading', { name: /^李四的请假申请/ }).waitFor();
    // Once the related information (which says whether the caller may circulate) is on screen.
    await page.getByRole('tab', { name: '相关信息' }).click();
    await page.getByText('发起部门').waitFor();
    expect(await page.getByRole('button', { name: '传阅' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '更多' }).count()).toBe(0);
    const instId = page.url().split('/').at(-1)!;
    const theirs = await api<{ rows: { id: string; subject: string }[] }>(
      'lisi',
      '/runtime/instance/v1/myMobileRequest',
      { pageBean: { page: 1, pageSize: 50 } },
    );
    expect(theirs.rows.find((r) => r.id === instId)?.subject).toMatch(/^李四的请假申请/);
    const opinions = await api<{ auditorName: string; opinion: string }[]>(
      'lisi',
      `/runtime/task/v1/opinions?instId=${instId}`,
    );
    expect(opinions[0]).toMatchObject({ auditorName: '张三', opinion: '代 李四 发起' });
    await page.context().close();
  });
});

describe('a task opened from a link', () => {
  it('asks for its detail once, started by the HTML before the app has run', async () => {
    const { instId } = await startExpense('链接打开报销');
    const task = await taskOf('lisi', instId);
    const page = await openAs('lisi', '/home');
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/runtime/task/v1/taskDetail')) asked.push(req.url());
    });
    // A fresh document, as a message link opens it.
    await page.goto(`/task/${task}/0`);
    await page.getByText('链接打开报销').first().waitFor();
    await bar(page).getByRole('button', { name: '同意' }).waitFor();
    expect(asked).toHaveLength(1);
    // The page started the call (public/early-calls.js) and the app took its answer instead of asking again.
    expect(
      await page.evaluate(() => (window as unknown as { __batonEarlyCalls?: object }).__batonEarlyCalls),
    ).toEqual({});
    await page.context().close();
  });
});

describe('the other actions', () => {
  it('a draft is saved (保存成功) and deleted (删除成功) from the start form', async () => {
    const leave = await api<{ defId: string }>('zhangsan', '/runtime/instance/v1/startForm', {
      defKey: 'leave',
    });
    // Opened from the flow list, as a user does; leaving the deleted draft goes back there.
    const page = await openAs('zhangsan', '/work/startFlowList');
    await page
      .getByRole('link', { name: /请假申请/ })
      .first()
      .click();
    await page.waitForURL(`**/work/startFlow/${leave.defId}/0`);
    await page.getByRole('textbox', { name: '请假事由' }).fill('草稿测试');
    await page.getByRole('button', { name: '保存草稿' }).click();
    await toast(page, '保存成功').waitFor();
    await page.waitForURL((url) => !url.pathname.endsWith('/0'));
    const draftId = page.url().split('/').at(-1)!;
    await page.getByText(/^正在编辑草稿/).waitFor();
    await shot(page, 'task-draft');
    await page.getByRole('button', { name: '删除草稿' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await toast(page, '删除成功').waitFor();
    const drafts = await api<{ rows: { id: string }[] }>('zhangsan', '/runtime/instance/v1/myMobileDraft', {
      pageBean: { page: 1, pageSize: 100 },
    });
    expect(drafts.rows.some((r) => r.id === draftId)).toBe(false);
    await page.context().close();
  });

  it('the department head ends a request (终止成功), with the reason required', async () => {
    const { instId } = await startExpense('终止测试报销');
    const page = await openAs('lisi', `/task/${await taskOf('lisi', instId)}/0`);
    await act(page, '终止');
    const end = dialog(page, '终止');
    await end.getByRole('button', { name: '确定' }).click();
    await end.getByText('请填写意见').waitFor();
    await end.getByRole('textbox', { name: /审批意见/ }).fill('预算已冻结');
    await end.getByRole('button', { name: '确定' }).click();
    await toast(page, '终止成功').waitFor();
    await page.context().close();
    const inst = await api<{ status: string }>('zhangsan', '/runtime/instance/v1/getByRecordInstId', {
      instId,
    });
    expect(inst.status).toBe('manualend');
  });

  it('the starter retrieves a request (取回成功) and withdraws another (撤回成功)', async () => {
    const first = await startExpense('取回测试报销');
    const page = await openAs('zhangsan', `/inst/${first.instId}`);
    await act(page, '取回');
    await dialog(page, '取回').getByRole('button', { name: '确定' }).click();
    await toast(page, '取回成功').waitFor();
    await page.context().close();
    const open = await api<{ name: string; assigneeName: string }[]>(
      'zhangsan',
      `/runtime/task/v1/getBpmTaskByInstId?instId=${first.instId}`,
    );
    expect(open.map((t) => t.assigneeName)).toEqual(['张三']);

    const second = await startExpense('撤销测试报销');
    const again = await openAs('zhangsan', `/inst/${second.instId}`);
    await act(again, '撤销');
    await dialog(again, '撤销').getByRole('button', { name: '确定' }).click();
    await toast(again, '撤回成功').waitFor();
    await again.context().close();
    const inst = await api<{ status: string }>('zhangsan', '/runtime/instance/v1/getByRecordInstId', {
      instId: second.instId,
    });
    expect(inst.status).toBe('revoked');
  });

  it('an approver takes back their agree from the done detail (撤回成功)', async () => {
    const { instId } = await startExpense('撤回测试报销');
    await api('lisi', '/runtime/task/v1/complete', {
      taskId: await taskOf('lisi', instId),
      actionName: 'agree',
    });
    const page = await openAs('lisi', `/doneDetail/${instId}/done`);
    await act(page, '撤回');
    await dialog(page, '撤回').getByRole('button', { name: '确定' }).click();
    await toast(page, '撤回成功').waitFor();
    await page.context().close();
    const todo = await api<{ rows: { procInstId: string }[] }>('lisi', '/runtime/task/v1/getTodoList', {
      isMobile: true,
      pageBean: { page: 1, pageSize: 100 },
    });
    expect(todo.rows.some((r) => r.procInstId === instId)).toBe(true);
  });

  it('lisi delegates one task and asks wangwu about another, who replies to the inquiry', async () => {
    const delegated = await startExpense('委托测试报销');
    const page = await openAs('lisi', `/task/${await taskOf('lisi', delegated.instId)}/0`);
    await act(page, '委托');
    await dialog(page, '委托')
      .getByRole('button', { name: /办理人/ })
      .click();
    await pickPerson(page, '王五');
    await dialog(page, '委托').getByRole('button', { name: '确定' }).click();
    await toast(page, '委托成功').waitFor();
    await page.context().close();

    const asked = await startExpense('征询测试报销');
    const lisi = await openAs('lisi', `/task/${await taskOf('lisi', asked.instId)}/0`);
    await act(lisi, '征询');
    const inquiry = dialog(lisi, '征询');
    await inquiry.getByRole('button', { name: /人员/ }).click();
    await pickPerson(lisi, '王五');
    await inquiry.getByRole('textbox', { name: /留言内容/ }).fill('这笔差旅是否超标？');
    await shot(lisi, 'task-inquiry-dialog');
    await inquiry.getByRole('button', { name: '确定' }).click();
    await toast(lisi, '征询已发送').waitFor();
    await lisi.context().close();

    const notices = await api<{ rows: { id: string; instId: string }[] }>(
      'wangwu',
      '/runtime/task/v1/getNoticeTodoReadList',
      { pageBean: { page: 1, pageSize: 100 } },
    );
    const notice = notices.rows.find((r) => r.instId === asked.instId)!;
    const wangwu = await openAs('wangwu', `/noticeTask/${notice.id}/inquiry`);
    await wangwu.getByText('李四 向您征询：这笔差旅是否超标？').waitFor();
    await act(wangwu, '回复');
    await dialog(wangwu, '回复')
      .getByRole('textbox', { name: /回复内容/ })
      .fill('未超标');
    await dialog(wangwu, '回复').getByRole('button', { name: '确定' }).click();
    await toast(wangwu, '回复成功').waitFor();
    await wangwu.context().close();
  });

  it('a finance signer adds another signer to the countersign (加签成功)', async () => {
    const { instId } = await startExpense('加签测试报销');
    await api('lisi', '/runtime/task/v1/complete', {
      taskId: await taskOf('lisi', instId),
      actionName: 'agree',
    });
    const page = await openAs('wangwu', `/task/${await taskOf('wangwu', instId)}/0`);
    await act(page, '加签');
    const add = dialog(page, '加签');
    await add.getByRole('button', { name: /人员/ }).click();
    await pickPerson(page, '朱琳');
    await add.getByRole('radio', { name: '与我并行' }).check();
    await shot(page, 'task-addsign-dialog');
    await add.getByRole('button', { name: '确定' }).click();
    await toast(page, '加签成功').waitFor();
    await page.context().close();
    const open = await api<{ assigneeName: string }[]>(
      'zhangsan',
      `/runtime/task/v1/getBpmTaskByInstId?instId=${instId}`,
    );
    expect(open.map((t) => t.assigneeName)).toContain('朱琳');
  });
});
