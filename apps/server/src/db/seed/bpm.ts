import { randomUUID } from 'node:crypto';
import { DEMO_PROCESSES, type DemoProcessKey } from '@baton/workflow-engine';
import { deployDefinition } from '../../modules/bpm/definitions';
import * as bpm from '../../modules/bpm/service';
import type { AuthContext } from '../../security/auth-context';
import type { SeedContext } from './context';

const CATEGORIES = [
  { code: 'hr', name: '人事行政' },
  { code: 'finance', name: '财务报销' },
  { code: 'purchase', name: '采购合同' },
];

const FLOWS: { key: DemoProcessKey; category: string; color: string; description: string }[] = [
  {
    key: 'leave',
    category: 'hr',
    color: '#1989fa',
    description: '请假超过3天需部门负责人审批，再由人事审批',
  },
  {
    key: 'expense',
    category: 'finance',
    color: '#ff976a',
    description: '部门负责人审批，超过5000元总经理审批，财务会签',
  },
  {
    key: 'purchase',
    category: 'purchase',
    color: '#07c160',
    description: '部门与行政并行审批，财务审核后按金额与类别分支',
  },
  {
    key: 'contract',
    category: 'purchase',
    color: '#7232dd',
    description: '部门审核、经理评审、总经理签署、盖章归档',
  },
];

const PHRASES = ['同意', '同意，请按规定执行', '情况属实，同意', '请补充材料后再提交', '不同意'];

/** Deploys the four demo processes with categories and shared approval phrases into a tenant. */
async function deployDemo(ctx: SeedContext, tenantId: string): Promise<void> {
  const categoryIds = new Map<string, string>();
  await ctx.db
    .insertInto('bpm_categories')
    .values(
      CATEGORIES.map((c, sort) => {
        const id = randomUUID();
        categoryIds.set(c.code, id);
        return { id, tenant_id: tenantId, code: c.code, name: c.name, sort };
      }),
    )
    .execute();
  for (const flow of FLOWS) {
    await deployDefinition(ctx.db, {
      tenantId,
      xml: DEMO_PROCESSES[flow.key],
      categoryId: categoryIds.get(flow.category) ?? null,
      description: flow.description,
      icon: JSON.stringify({ color: flow.color }),
    });
  }
  await ctx.db
    .insertInto('bpm_approval_items')
    .values(
      PHRASES.map((expression, sort) => ({
        id: randomUUID(),
        tenant_id: tenantId,
        user_id: null,
        expression,
        sort,
        created_at: ctx.now,
      })),
    )
    .execute();
}

/**
 * Demo processes (leave, expense, purchase, contract) and instances in every state for the demo users: to-dos,
 * done items, requests (running, ended, rejected back, withdrawn), drafts, circulated items and a delegated task.
 * Everything goes through the same operations as the API, so the data is what real use would leave behind.
 */
export async function seedBpm(ctx: SeedContext): Promise<void> {
  const { demo, acme } = ctx.tenants;
  await deployDemo(ctx, demo);
  await deployDemo(ctx, acme);

  const as = (tenantId: string, account: string): AuthContext => ({
    userId: ctx.userId(tenantId, account),
    account,
    tenantId,
    rootTenantId: tenantId,
    sid: 'seed',
    exp: Math.floor(ctx.now / 1000) + 3600,
  });
  const zhangsan = as(demo, 'zhangsan');
  const lisi = as(demo, 'lisi');
  const wangwu = as(demo, 'wangwu');
  const zhaoliu = as(demo, 'zhaoliu');
  const admin = as(demo, 'admin');
  const db = ctx.db;

  /** The open task of an instance that the user can act on. */
  const taskOf = async (instId: string, who: AuthContext) => {
    const rows = await db
      .selectFrom('bpm_tasks')
      .leftJoin('bpm_task_candidates', 'bpm_task_candidates.task_id', 'bpm_tasks.id')
      .select('bpm_tasks.id')
      .where('bpm_tasks.inst_id', '=', instId)
      .where('bpm_tasks.status', '=', 'pending')
      .where((eb) =>
        eb.or([
          eb('bpm_tasks.assignee_id', '=', who.userId),
          eb('bpm_task_candidates.user_id', '=', who.userId),
        ]),
      )
      .execute();
    const id = rows[0]?.id;
    if (!id) throw new Error(`demo seed: ${who.account} has no task on ${instId}`);
    return id;
  };

  const leave = (days: number, reason: string) => ({
    leaveType: days > 3 ? 'nj' : 'sj',
    startDate: '2026-12-01',
    endDate: `2026-12-${String(days).padStart(2, '0')}`,
    days,
    reason,
  });

  // zhangsan: a short leave waiting at HR (zhaoliu's to-do), a long one waiting at lisi.
  await bpm.startInstance(db, zhangsan, { defKey: 'leave', data: leave(2, '家中有事') });
  const long = await bpm.startInstance(db, zhangsan, { defKey: 'leave', data: leave(5, '年假出游') });
  // A long leave lisi approved: done for lisi, now at HR; circulated to wangwu.
  const approved = await bpm.startInstance(db, zhangsan, { defKey: 'leave', data: leave(4, '回老家探亲') });
  await bpm.completeTask(db, lisi, {
    taskId: await taskOf(approved.instId, lisi),
    actionName: 'agree',
    opinion: '同意，注意交接工作',
  });
  await bpm.copyTo(db, zhangsan, { instId: approved.instId, userIds: wangwu.userId, opinion: '请知悉' });
  // A leave that went all the way through: ended, done for lisi and zhaoliu.
  const ended = await bpm.startInstance(db, zhangsan, { defKey: 'leave', data: leave(6, '婚假') });
  await bpm.completeTask(db, lisi, {
    taskId: await taskOf(ended.instId, lisi),
    actionName: 'agree',
    opinion: '同意',
  });
  await bpm.completeTask(db, zhaoliu, {
    taskId: await taskOf(ended.instId, zhaoliu),
    actionName: 'agree',
    opinion: '已登记',
  });
  // A leave lisi sent back to zhangsan: rejected, zhangsan has it again.
  const rejected = await bpm.startInstance(db, zhangsan, { defKey: 'leave', data: leave(8, '事假') });
  await bpm.rejectTask(db, lisi, {
    taskId: await taskOf(rejected.instId, lisi),
    destination: 'start',
    opinion: '请补充请假证明',
  });
  // A request zhangsan withdrew before anyone acted.
  const withdrawn = await bpm.startInstance(db, zhangsan, { defKey: 'leave', data: leave(1, '看病') });
  await bpm.revoke(db, zhangsan, { instId: withdrawn.instId, opinion: '不用请假了' });
  // lisi delegated zhangsan's long leave to wangwu (wangwu's to-do, lisi's delegated list); zhangsan urged it.
  await bpm.handOn(
    db,
    lisi,
    { taskId: await taskOf(long.instId, lisi), userId: wangwu.userId, opinion: '出差期间请代为审批' },
    'delegate',
  );
  await bpm.urge(db, zhangsan, long.instId, '行程已定，请尽快审批');

  // zhaoliu's own leave, at HR.
  await bpm.startInstance(db, zhaoliu, { defKey: 'leave', data: leave(3, '调休') });
  // zhangsan's expense and contract and a purchase: lisi's to-dos (the purchase also at administration).
  await bpm.startInstance(db, zhangsan, {
    defKey: 'expense',
    subject: '北京出差费用报销',
    data: {
      title: '北京出差',
      payType: 'transfer',
      items: [
        { date: '2026-11-10', category: 'jt', description: '往返高铁', amount: 1106 },
        { date: '2026-11-11', category: 'zs', description: '酒店两晚', amount: 860 },
      ],
    },
  });
  await bpm.startInstance(db, zhangsan, {
    defKey: 'purchase',
    subject: '研发部显示器采购',
    data: {
      title: '27寸显示器',
      category: 'dzsb',
      needDate: '2026-12-15',
      items: [{ name: '27寸4K显示器', spec: 'U2723QE', quantity: 4, price: 3299 }],
    },
  });
  const contract = await bpm.startInstance(db, zhangsan, {
    defKey: 'contract',
    subject: '云服务器租赁合同',
    data: {
      title: '云服务器租赁',
      contractType: 'zl',
      partyB: '星云数据有限公司',
      amount: 48000,
      signDate: '2026-12-01',
    },
  });

  // lisi passed the contract on to the managers' review (admin first).
  await bpm.completeTask(db, lisi, {
    taskId: await taskOf(contract.instId, lisi),
    actionName: 'agree',
    opinion: '同意',
  });

  // Drafts for zhangsan and zhaoliu.
  await bpm.saveDraft(db, zhangsan, {
    defKey: 'leave',
    subject: '张三的请假申请（草稿）',
    data: leave(2, ''),
  });
  await bpm.saveDraft(db, zhaoliu, {
    defKey: 'expense',
    subject: '差旅报销（草稿）',
    data: { title: '上海出差' },
  });

  // Personal approval phrases.
  await db
    .insertInto('bpm_approval_items')
    .values(
      [lisi, admin].map((who, sort) => ({
        id: randomUUID(),
        tenant_id: demo,
        user_id: who.userId,
        expression: '已阅，同意',
        sort,
        created_at: ctx.now,
      })),
    )
    .execute();
  await db
    .insertInto('bpm_common_flows')
    .values(
      [zhangsan, lisi, zhaoliu].flatMap((who) =>
        ['leave', 'expense'].map((defKey, sort) => ({
          tenant_id: demo,
          user_id: who.userId,
          def_key: defKey,
          sort,
        })),
      ),
    )
    .execute();
  // 张三 may start any flow in 李四's name (/work/agentStart/{defId}/{leaderId}).
  await db
    .insertInto('bpm_agents')
    .values({
      id: randomUUID(),
      tenant_id: demo,
      principal_id: lisi.userId,
      agent_id: zhangsan.userId,
      def_key: null,
      start_at: ctx.now - 86_400_000,
      end_at: null,
      created_at: ctx.now,
    })
    .execute();
}
