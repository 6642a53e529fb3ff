import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { sendInnerMessages } from '../../modules/innermsg/service';
import type { PortalTables } from '../../modules/portal/tables';
import type { DB } from '../schema';
import type { SeedContext } from './context';

type Row<T extends keyof DB> = Insertable<DB[T]>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A small banner drawn as SVG, served inline so the demo needs no image files. */
function banner(title: string, subtitle: string, from: string, to: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="750" height="300" fill="url(#g)"/>` +
    `<circle cx="640" cy="60" r="120" fill="#fff" fill-opacity=".12"/><circle cx="700" cy="260" r="80" fill="#fff" fill-opacity=".1"/>` +
    `<text x="48" y="140" font-family="sans-serif" font-size="52" font-weight="700" fill="#fff">${title}</text>` +
    `<text x="48" y="200" font-family="sans-serif" font-size="28" fill="#fff" fill-opacity=".9">${subtitle}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The demo's customer-distribution chart: fixed sample figures. */
export const CUSTOMER_DISTRIBUTION = [
  { name: '华东', value: 335 },
  { name: '华南', value: 310 },
  { name: '华北', value: 234 },
  { name: '西南', value: 135 },
  { name: '东北', value: 148 },
];

const customerOption = {
  title: { text: '客户分布', left: 'center' },
  tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
  legend: { bottom: 0, data: CUSTOMER_DISTRIBUTION.map((d) => d.name) },
  series: [
    {
      name: '客户分布',
      type: 'pie',
      // Short label lines and a ring that leaves the labels room at a phone's width, below the title.
      radius: ['28%', '48%'],
      center: ['50%', '54%'],
      label: { formatter: '{b}\n{d}%', lineHeight: 16 },
      labelLine: { length: 6, length2: 6 },
      data: CUSTOMER_DISTRIBUTION,
    },
  ],
};

const approvalsOption = {
  title: { text: '近六个月审批量', left: 'center' },
  tooltip: { trigger: 'axis' },
  xAxis: { type: 'category', data: ['6月', '7月', '8月', '9月', '10月', '11月'] },
  yAxis: { type: 'value' },
  series: [{ name: '审批量', type: 'bar', data: [120, 132, 101, 134, 190, 230] }],
};

const WELCOME_HTML =
  '<div class="welcome"><h3>{{title}}</h3><p>移动审批、通知公告与社区服务，一处办理。</p>' +
  '<p style="color:#0958d9">今天也要元气满满！</p></div>';

interface TenantDemo {
  tenantId: string;
  brand: string;
  /** Accounts: two message receivers, the approver of meeting rooms, the sender of messages, a group. */
  people: { first: string; second: string; manager: string; sender: string; group: string[] };
  shortCodes: { guest: string; member: string };
  homePath: string;
}

async function seedTenant(ctx: SeedContext, demo: TenantDemo): Promise<void> {
  const { db, now } = ctx;
  const t = demo.tenantId;
  const id = () => randomUUID();
  const user = (account: string) => ctx.userId(t, account);

  // Categories of the application centre: a root keyed appType, tabs, and sub-categories under 办公.
  const root = id();
  const office = id();
  const approval = id();
  const collab = id();
  const life = id();
  const data = id();
  const types: Row<'portal_sys_types'>[] = [
    { id: root, tenant_id: t, parent_id: null, type_key: 'appType', name: '应用分类', sn: 0 },
    { id: office, tenant_id: t, parent_id: root, type_key: 'office', name: '办公', sn: 1 },
    { id: approval, tenant_id: t, parent_id: office, type_key: 'approval', name: '审批', sn: 1 },
    { id: collab, tenant_id: t, parent_id: office, type_key: 'collab', name: '协同', sn: 2 },
    { id: life, tenant_id: t, parent_id: root, type_key: 'life', name: '社区生活', sn: 2 },
    { id: data, tenant_id: t, parent_id: root, type_key: 'data', name: '数据', sn: 3 },
  ];

  const app = (
    name: string,
    mode: number,
    content: string,
    typeId: string,
    iconColor: string,
    custom = 0,
  ): Row<'portal_apps'> => ({
    id: id(),
    tenant_id: t,
    name,
    icon: null,
    icon_color: iconColor,
    mode,
    content,
    custom,
    type_id: typeId,
    sort: 0,
  });
  const apps = [
    app('我的请求', 1, '/work/myRequest', approval, '#1677ff'),
    app('请假申请', 5, 'leave', approval, '#fa8c16'),
    app('消息', 1, '/messageReceiverList', collab, '#13c2c2'),
    app('通讯录', 1, '/mailList', collab, '#52c41a'),
    app(
      '帮助中心',
      2,
      'https://help.baton.example/?user=${userId}&account=${account}&tenant=${tenantId}&root=${rootTenantId}&openId=${openId}&token=${token}',
      collab,
      '#722ed1',
    ),
    app('物业服务', 2, 'https://service.baton.example/?tenant=${tenantId}', life, '#eb2f96', 1),
    app('社区公告', 3, 'wyglwygg', life, '#faad14', 1),
    app('我的预约', 3, 'wdyylb', life, '#2f54eb'),
    app('客户分布', 4, 'customerDistribution', data, '#f5222d'),
    app('运营大屏', 9, 'operations', data, '#08979c'),
  ].map((a, sort) => ({ ...a, sort }));
  const appId = (name: string) => apps.find((a) => a.name === name)?.id ?? '';

  const column = (
    c: Partial<Row<'portal_columns'>> & { alias: string; name: string },
  ): Row<'portal_columns'> => ({
    id: id(),
    tenant_id: t,
    col_url: null,
    col_type: 'list',
    data_mode: null,
    data_from: null,
    data_param: null,
    request_type: 'GET',
    need_page: 0,
    template_html: null,
    display_rights: null,
    col_height: null,
    sort: 0,
    ...c,
  });
  const forGuests = JSON.stringify({ guest: true });
  const columns = [
    column({
      alias: 'todo',
      name: '我的待办',
      col_type: 'todo',
      col_url: '/runtime/task/v1/getTodoList',
      data_mode: 'service',
      data_from: 'bpm',
      data_param: JSON.stringify({ isMobile: true }),
      request_type: 'POST',
      need_page: 1,
    }),
    column({
      alias: 'news',
      name: '新闻动态',
      col_url: '/portal/messageNews/v1/list?isPublic=true',
      data_mode: 'service',
      data_from: 'portal',
      request_type: 'POST',
      need_page: 1,
      display_rights: forGuests,
    }),
    column({
      alias: 'customerChart',
      name: '客户分布',
      col_type: 'chart',
      col_url: '/runtime/report/v1/getEchartsData',
      data_mode: 'report',
      data_from: 'portal',
      data_param: JSON.stringify([{ name: 'reportId', value: 'customerDistribution' }]),
      col_height: 280,
      display_rights: forGuests,
    }),
    column({
      alias: 'welcome',
      name: `欢迎使用${demo.brand}`,
      col_type: 'html',
      template_html: WELCOME_HTML.replace('{{title}}', `${demo.brand}移动办公`),
      display_rights: forGuests,
    }),
    column({
      alias: 'notice',
      name: '通知公告',
      col_url: '/portal/messageNews/v1/listNotice?isPublic=true',
      data_mode: 'service',
      data_from: 'portal',
      request_type: 'POST',
      need_page: 1,
      template_html: '<ul class="notice">{{#rows}}<li>{{title}}</li>{{/rows}}</ul>',
      display_rights: forGuests,
    }),
    column({
      alias: 'meetings',
      name: '待审批会议室',
      col_url: '/portal/meetingRoomAppointment/v1/pendingJson',
      request_type: 'POST',
      need_page: 1,
      display_rights: JSON.stringify({ role: ['manager', 'admin'] }),
    }),
    column({
      alias: 'finance',
      name: '财务提醒',
      col_type: 'html',
      template_html: '<p>本月报销截止日为 25 日，请及时提交。</p>',
      display_rights: JSON.stringify({ role: ['finance'] }),
    }),
  ].map((c, sort) => ({ ...c, sort }));

  const homeId = id();
  const managerId = id();
  const layouts: Row<'portal_layouts'>[] = [
    {
      id: homeId,
      tenant_id: t,
      alias: 'mobileHome',
      name: '默认首页',
      layout_type: 'mobile',
      is_default: 1,
      columns: JSON.stringify(['todo', 'welcome', 'news', 'customerChart', 'notice', 'finance']),
      apps: JSON.stringify(apps.map((a) => a.id)),
      rights: forGuests,
      sort: 1,
    },
    {
      id: managerId,
      tenant_id: t,
      alias: 'managerHome',
      name: '管理者首页',
      layout_type: 'mobile',
      is_default: 0,
      columns: JSON.stringify(['customerChart', 'meetings', 'todo', 'news']),
      apps: JSON.stringify(['我的请求', '客户分布', '运营大屏', '通讯录'].map(appId)),
      rights: JSON.stringify({ role: ['manager', 'admin'] }),
      sort: 2,
    },
  ];

  const carousel: Row<'portal_carousel'>[] = [
    {
      id: id(),
      tenant_id: t,
      layout_id: null,
      title: '移动审批上线',
      image: banner('移动审批上线', '随时随地处理待办', '#1677ff', '#69b1ff'),
      bind_app_id: appId('我的请求'),
      sort: 1,
    },
    {
      id: id(),
      tenant_id: t,
      layout_id: null,
      title: '社区公告',
      image: banner('社区公告', '物业通知一手掌握', '#fa8c16', '#ffc069'),
      bind_app_id: appId('社区公告'),
      sort: 2,
    },
    {
      id: id(),
      tenant_id: t,
      layout_id: homeId,
      title: demo.brand,
      image: banner(demo.brand, '协同办公，从这里开始', '#13c2c2', '#5cdbd3'),
      bind_app_id: null,
      sort: 3,
    },
  ];

  const news = (
    kind: 'news' | 'notice',
    title: string,
    summary: string,
    ageHours: number,
    extra: Partial<Row<'portal_news'>> = {},
  ): Row<'portal_news'> => ({
    id: id(),
    tenant_id: t,
    kind,
    title,
    summary,
    content: `<p>${summary}</p><p>详情请咨询${demo.brand}行政部。</p>`,
    cover: null,
    author: '行政部',
    is_public: 1,
    is_top: 0,
    publish_time: now - ageHours * HOUR,
    create_time: now - ageHours * HOUR,
    ...extra,
  });
  const newsRows = [
    news(
      'news',
      `${demo.brand}荣获年度最佳协同平台`,
      '在年度数字化大会上，我们的协同平台获得最佳实践奖。',
      5,
      {
        is_top: 1,
      },
    ),
    news('news', '移动审批全面上线', '请假、报销、采购流程均可在手机上发起与审批。', 30),
    news('news', '第四季度员工大会回顾', '总经理回顾了全年成绩，并公布了明年的三个重点方向。', 72),
    news('news', '内部：新版薪酬制度征求意见', '仅限内部员工查看，请于本周五前反馈意见。', 48, {
      is_public: 0,
    }),
    news('news', '下周发布：年终福利安排', '尚未发布的新闻不会出现在列表中。', -48),
    news('notice', '元旦放假通知', '1月1日放假一天，请各部门做好值班安排。', 3, { is_top: 1 }),
    news('notice', '办公区空调检修', '本周六 9:00-17:00 办公区空调检修，请提前安排。', 20),
    news('notice', '消防演练通知', '下周三下午三点进行消防演练，请全员参加。', 100),
  ];

  const reports: Row<'portal_reports'>[] = [
    {
      id: id(),
      tenant_id: t,
      alias: 'customerDistribution',
      name: '客户分布',
      option: JSON.stringify(customerOption),
    },
    {
      id: id(),
      tenant_id: t,
      alias: 'monthlyApprovals',
      name: '审批量',
      option: JSON.stringify(approvalsOption),
    },
  ];
  const datav: Row<'portal_datav'>[] = [
    {
      id: id(),
      tenant_id: t,
      alias: 'operations',
      name: '运营大屏',
      reports: JSON.stringify(['customerDistribution', 'monthlyApprovals']),
      create_time: now,
    },
  ];

  const shortUrls: Row<'portal_short_urls'>[] = [
    {
      id: id(),
      tenant_id: t,
      code: demo.shortCodes.guest,
      long_url: demo.homePath,
      guest: 1,
      created_by: user(demo.people.manager),
      create_time: now,
    },
    {
      id: id(),
      tenant_id: t,
      code: demo.shortCodes.member,
      long_url: '/work/myMatters/0',
      guest: 0,
      created_by: user(demo.people.manager),
      create_time: now,
    },
  ];

  const tags: Row<'portal_tags'>[] = [
    ['news', '公司动态', '#1677ff'],
    ['news', '行业资讯', '#52c41a'],
    ['flow', '紧急', '#f5222d'],
    ['flow', '重要', '#fa8c16'],
  ].map(([typeKey, name, color], sn) => ({
    id: id(),
    tenant_id: t,
    type_key: typeKey ?? '',
    name: name ?? '',
    color: color ?? null,
    sn,
    created_by: user(demo.people.manager),
    create_time: now,
  }));

  const unites: Row<'portal_external_unites'>[] = [
    { name: '钉钉', code: 'dingtalk', type: 'dingtalk', corp_id: 'ding-demo-corp', agent_id: '1000001' },
    { name: '企业微信', code: 'weixin', type: 'weixin', corp_id: 'ww-demo-corp', agent_id: '1000002' },
    { name: '微信公众号', code: 'weChatOffAcc', type: 'weChatOffAcc', corp_id: null, agent_id: null },
  ].map((u) => ({ id: id(), tenant_id: t, base_url: null, create_time: now, ...u }));

  const meeting = (subject: string, room: string, inDays: number, status: string) => ({
    id: id(),
    tenant_id: t,
    room_name: room,
    subject,
    applicant_id: user(demo.people.first),
    applicant_name: '',
    approver_id: user(demo.people.manager),
    status,
    start_time: now + inDays * DAY,
    end_time: now + inDays * DAY + 2 * HOUR,
    create_time: now,
  });
  const meetings: Row<'portal_meeting_appointments'>[] = [
    meeting('项目周会', '一号会议室', 1, 'pending'),
    meeting('需求评审', '二号会议室', 2, 'pending'),
    meeting('季度复盘', '大会议室', 3, 'approved'),
  ];
  const applicant = await db
    .selectFrom('users')
    .select('fullname')
    .where('id', '=', user(demo.people.first))
    .executeTakeFirstOrThrow();
  for (const m of meetings) m.applicant_name = applicant.fullname;

  const groups = [
    { name: '项目攻坚组', code: 'project', description: '跨部门项目协作', members: demo.people.group },
    {
      name: '羽毛球俱乐部',
      code: 'badminton',
      description: '每周三晚活动',
      members: demo.people.group.slice(1),
    },
  ];

  await db.transaction().execute(async (trx) => {
    const insert = async <T extends keyof PortalTables>(table: T, rows: Row<T>[]) => {
      if (rows.length)
        await trx
          .insertInto(table)
          .values(rows as never)
          .execute();
    };
    await insert('portal_sys_types', types);
    await insert('portal_apps', apps);
    await insert('portal_columns', columns);
    await insert('portal_layouts', layouts);
    await insert('portal_carousel', carousel);
    await insert('portal_news', newsRows);
    await insert('portal_reports', reports);
    await insert('portal_datav', datav);
    await insert('portal_short_urls', shortUrls);
    await insert('portal_tags', tags);
    await insert('portal_external_unites', unites);
    await insert('portal_meeting_appointments', meetings);
    for (const [sort, g] of groups.entries()) {
      const groupId = id();
      await trx
        .insertInto('uc_groups')
        .values({ id: groupId, tenant_id: t, name: g.name, code: g.code, description: g.description, sort })
        .execute();
      await trx
        .insertInto('uc_group_users')
        .values(g.members.map((account) => ({ tenant_id: t, group_id: groupId, user_id: user(account) })))
        .execute();
    }
    await trx
      .insertInto('uc_jobs')
      .values(
        [
          ['engineer', '工程师', 'P5'],
          ['senior-engineer', '高级工程师', 'P6'],
          ['manager', '经理', 'M1'],
          ['director', '总监', 'M2'],
        ].map(([code, name, level]) => ({
          id: id(),
          tenant_id: t,
          code: code ?? '',
          name: name ?? '',
          job_level: level ?? null,
          description: null,
        })),
      )
      .execute();
    // Holders of a "-manager" post head their organisation (getOrgMaster).
    await trx
      .updateTable('posts')
      .set({ is_manager: 1 })
      .where('tenant_id', '=', t)
      .where('code', 'like', '%-manager')
      .execute();
  });

  // Messages: several for the first person (two read), a few for the second (one read). They stand for no real
  // task or notice, so they carry no link: 立即处理 opens them as the message list's alert does. Messages the
  // workflow sends link to their task or request.
  const sender = await db
    .selectFrom('users')
    .select('fullname')
    .where('id', '=', user(demo.people.sender))
    .executeTakeFirstOrThrow();
  const messages: {
    to: string;
    subject: string;
    content: string;
    type: string;
    ageHours: number;
    read?: boolean;
  }[] = [
    {
      to: demo.people.first,
      subject: '请审批：差旅报销单',
      content: '<p>报销金额 <b>1,280.00</b> 元，请尽快处理。</p>',
      type: 'task',
      ageHours: 1,
    },
    {
      to: demo.people.first,
      subject: '催办：采购申请',
      content: '<p>采购申请已等待 2 天，请尽快审批。</p>',
      type: 'urge',
      ageHours: 4,
    },
    {
      to: demo.people.first,
      subject: '传阅：第四季度工作计划',
      content: '<p>请查阅第四季度工作计划。</p>',
      type: 'copyTo',
      ageHours: 26,
    },
    {
      to: demo.people.first,
      subject: '会议通知：项目周会',
      content: '<p>周五下午三点，一号会议室。</p>',
      type: 'notice',
      ageHours: 50,
      read: true,
    },
    {
      to: demo.people.first,
      subject: '系统升级通知',
      content: '<p>本周六晚 22:00 系统维护两小时。</p>',
      type: 'system',
      ageHours: 120,
      read: true,
    },
    {
      to: demo.people.second,
      subject: '请审批：请假申请',
      content: '<p>请假 2 天，事由：家中有事。</p>',
      type: 'task',
      ageHours: 2,
    },
    {
      to: demo.people.second,
      subject: '沟通：合同条款确认',
      content: '<p>请确认合同第 3 条付款条款。</p>',
      type: 'inquiry',
      ageHours: 30,
    },
    {
      to: demo.people.second,
      subject: '系统升级通知',
      content: '<p>本周六晚 22:00 系统维护两小时。</p>',
      type: 'system',
      ageHours: 120,
      read: true,
    },
  ];
  for (const m of messages) {
    await sendInnerMessages(db, {
      tenantId: t,
      senderId: user(demo.people.sender),
      senderName: sender.fullname,
      subject: m.subject,
      content: m.content,
      type: m.type,
      receiverIds: [user(m.to)],
    });
  }
  // Date them as if they had arrived over the past days, and mark the read ones.
  const sent = await db
    .selectFrom('innermsg_receivers as r')
    .innerJoin('innermsg_messages as m', 'm.id', 'r.message_id')
    .select(['r.id', 'r.message_id', 'r.receiver_id', 'm.subject'])
    .where('r.tenant_id', '=', t)
    .execute();
  for (const m of messages) {
    const entry = sent.find((s) => s.subject === m.subject && s.receiver_id === user(m.to));
    if (!entry) continue;
    const at = now - m.ageHours * HOUR;
    await db
      .updateTable('innermsg_messages')
      .set({ create_time: at })
      .where('id', '=', entry.message_id)
      .execute();
    await db
      .updateTable('innermsg_receivers')
      .set({ create_time: at, receive_time: m.read ? at + HOUR : null })
      .where('id', '=', entry.id)
      .execute();
  }
}

/** Demo home layout, columns, apps, carousel, news, notices, messages and groups. */
export async function seedPortal(ctx: SeedContext): Promise<void> {
  await seedTenant(ctx, {
    tenantId: ctx.tenants.demo,
    brand: '百特科技',
    people: {
      first: 'zhangsan',
      second: 'lisi',
      manager: 'lisi',
      sender: 'admin',
      group: ['zhangsan', 'lisi', 'wangwu', 'zhaoliu'],
    },
    shortCodes: { guest: 'baton', member: 'todo' },
    homePath: '/home/demo',
  });
  await seedTenant(ctx, {
    tenantId: ctx.tenants.east,
    brand: '百特东区物业',
    people: {
      first: 'zhangsan',
      second: 'chenjing',
      manager: 'chenjing',
      sender: 'admin',
      group: ['chenjing', 'zhangsan', 'liuyang', 'admin'],
    },
    shortCodes: { guest: 'east', member: 'easttodo' },
    homePath: '/home/demo-east',
  });
  await seedTenant(ctx, {
    tenantId: ctx.tenants.acme,
    brand: '艾克美集团',
    people: {
      first: 'zhoujie',
      second: 'sunli',
      manager: 'sunli',
      sender: 'acme',
      group: ['sunli', 'zhoujie', 'qianhao', 'wuyue'],
    },
    shortCodes: { guest: 'acme', member: 'acmetodo' },
    homePath: '/home/acme',
  });
}
