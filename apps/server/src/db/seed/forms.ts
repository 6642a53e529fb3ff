import { randomUUID } from 'node:crypto';
import type {
  FormCustomChart,
  FormCustomDialog,
  FormCustomQuery,
  FormDataTemplate,
  FormDefinition,
  FormQueryView,
} from '@baton/contracts';
import { saveBusinessData, saveFormDefinition } from '../../modules/form/service';
import { createSeal } from '../../modules/seal/service';
import { hashPassword } from '../../security/passwords';
import { sealPng } from '../../modules/seal/png';
import type { Db } from '../schema';
import type { SeedContext } from './context';

/** The demo password also opens the demo seals. */
const SEAL_PASSWORD = 'Baton@2026';
/** argon2 is slow on purpose: the four demo seals share one hash, made once per process. */
let sealHash: Promise<string> | undefined;
const SEAL_NAMES: Record<string, string> = { zhangsan: '张三', lisi: '李四', sunli: '孙丽', zhoujie: '周杰' };

type FormInput = Omit<FormDefinition, 'id' | 'version'>;

const DICTIONARIES: Record<string, { name: string; items: [string, string][] }> = {
  leaveType: {
    name: '请假类型',
    items: [
      ['sj', '事假'],
      ['bj', '病假'],
      ['nj', '年假'],
      ['hj', '婚假'],
      ['cj', '产假'],
      ['tx', '调休'],
    ],
  },
  expenseCategory: {
    name: '费用类别',
    items: [
      ['jt', '交通'],
      ['zs', '住宿'],
      ['cy', '餐饮'],
      ['bg', '办公'],
      ['qt', '其他'],
    ],
  },
  purchaseCategory: {
    name: '采购类别',
    items: [
      ['bgyp', '办公用品'],
      ['dzsb', '电子设备'],
      ['jj', '家具'],
      ['fw', '服务'],
    ],
  },
  contractType: {
    name: '合同类型',
    items: [
      ['cg', '采购合同'],
      ['fw', '服务合同'],
      ['zl', '租赁合同'],
    ],
  },
};

const IDENTITIES = [
  { alias: 'leaveNo', name: '请假单号', regulation: 'QJ{yyyy}{MM}{dd}{NO}', no_length: 3, daily: 1 },
  { alias: 'expenseNo', name: '报销单号', regulation: 'BX{yyyy}{MM}{dd}{NO}', no_length: 3, daily: 1 },
  { alias: 'purchaseNo', name: '采购单号', regulation: 'CG{yyyy}{NO}', no_length: 5, daily: 0 },
  { alias: 'contractNo', name: '合同编号', regulation: 'HT{yyyy}{NO}', no_length: 4, daily: 0 },
];

const attachments = { name: 'attachments', label: '附件', type: 'file', maxFiles: 5, span: 24 } as const;

const FORMS: FormInput[] = [
  {
    key: 'leave',
    name: '请假申请',
    boAlias: 'leave',
    layout: { groups: ['基本信息', '请假说明'] },
    fields: [
      { name: 'leaveNo', label: '请假单号', type: 'serial', identity: 'leaveNo', group: '基本信息' },
      {
        name: 'leaveType',
        label: '请假类型',
        type: 'select',
        dictionary: 'leaveType',
        required: true,
        placeholder: '请选择请假类型',
        group: '基本信息',
      },
      { name: 'startDate', label: '开始日期', type: 'date', required: true, group: '基本信息' },
      { name: 'endDate', label: '结束日期', type: 'date', required: true, group: '基本信息' },
      {
        name: 'days',
        label: '请假天数',
        type: 'number',
        formula: 'days(startDate, endDate)',
        validators: { min: 1, max: 365 },
        group: '基本信息',
      },
      {
        name: 'reason',
        label: '请假事由',
        type: 'textarea',
        required: true,
        placeholder: '请填写请假事由',
        validators: { minLength: 2, maxLength: 500 },
        group: '请假说明',
      },
      { ...attachments, group: '请假说明' },
    ],
    // Not a refusal: a long leave asks the starter to confirm (是否仍然启动流程？).
    confirms: [
      {
        field: 'days',
        when: 'above',
        value: 10,
        message: '请假超过 10 天，请确认已与部门负责人沟通工作交接',
      },
    ],
    permissions: { default: 'w', fields: { leaveType: 'b', reason: 'b' } },
    nodePermissions: {
      Task_Leader: { default: 'r', fields: {} },
      Task_HR: { default: 'r', fields: { attachments: 'w' } },
    },
  },
  {
    key: 'expense',
    name: '费用报销',
    boAlias: 'expense',
    fields: [
      { name: 'expenseNo', label: '报销单号', type: 'serial', identity: 'expenseNo' },
      {
        name: 'title',
        label: '报销事由',
        type: 'text',
        required: true,
        validators: { maxLength: 100 },
        placeholder: '例如：上海出差',
      },
      {
        name: 'payType',
        label: '支付方式',
        type: 'radio',
        options: [
          { key: 'transfer', name: '银行转账' },
          { key: 'cash', name: '现金' },
        ],
        defaultValue: 'transfer',
        required: true,
      },
      {
        name: 'items',
        label: '费用明细',
        type: 'subtable',
        required: true,
        maxRows: 50,
        fields: [
          { name: 'date', label: '日期', type: 'date', required: true },
          { name: 'category', label: '类别', type: 'select', dictionary: 'expenseCategory', required: true },
          { name: 'description', label: '说明', type: 'text', validators: { maxLength: 200 } },
          { name: 'amount', label: '金额', type: 'currency', required: true, validators: { min: 0.01 } },
        ],
      },
      { name: 'total', label: '合计金额', type: 'currency', formula: 'sum(items.amount)' },
      { name: 'invoices', label: '发票照片', type: 'image', pngOnly: true, maxFiles: 10 },
      { name: 'remark', label: '备注', type: 'textarea', validators: { maxLength: 500 } },
    ],
    confirms: [
      { field: 'total', when: 'above', value: 5000, message: '报销总额超过 5000 元，需财务负责人复核' },
    ],
    permissions: { default: 'w', fields: {} },
    nodePermissions: {
      Task_Leader: { default: 'r', fields: {} },
      Task_Finance: { default: 'r', fields: { remark: 'w' } },
    },
  },
  {
    key: 'supplier',
    name: '供应商',
    boAlias: 'supplier',
    fields: [
      { name: 'name', label: '供应商名称', type: 'text', required: true, validators: { maxLength: 100 } },
      { name: 'category', label: '供应类别', type: 'select', dictionary: 'purchaseCategory', required: true },
      { name: 'contact', label: '联系人', type: 'text', validators: { maxLength: 50 } },
      {
        name: 'phone',
        label: '联系电话',
        type: 'text',
        validators: { pattern: '^1[3-9]\\d{9}$', message: '请输入正确的手机号' },
      },
      { name: 'address', label: '地址', type: 'text', validators: { maxLength: 200 } },
    ],
  },
  {
    key: 'purchase',
    name: '采购申请',
    boAlias: 'purchase',
    fields: [
      { name: 'purchaseNo', label: '采购单号', type: 'serial', identity: 'purchaseNo' },
      { name: 'title', label: '采购名称', type: 'text', required: true, validators: { maxLength: 100 } },
      { name: 'category', label: '采购类别', type: 'select', dictionary: 'purchaseCategory', required: true },
      {
        name: 'supplier',
        label: '供应商',
        type: 'dialog',
        dialog: { alias: 'gysxz', multiple: false, valueField: 'name', labelField: 'name' },
      },
      { name: 'applicant', label: '申请人', type: 'user' },
      { name: 'dept', label: '申请部门', type: 'org' },
      { name: 'needDate', label: '需求日期', type: 'date', required: true },
      { name: 'urgent', label: '加急', type: 'switch', defaultValue: false },
      {
        name: 'items',
        label: '采购明细',
        type: 'subtable',
        required: true,
        maxRows: 100,
        fields: [
          { name: 'name', label: '物品名称', type: 'text', required: true, validators: { maxLength: 100 } },
          { name: 'spec', label: '规格型号', type: 'text', validators: { maxLength: 100 } },
          {
            name: 'quantity',
            label: '数量',
            type: 'number',
            required: true,
            precision: 0,
            validators: { min: 1 },
          },
          { name: 'price', label: '单价', type: 'currency', required: true },
          { name: 'amount', label: '金额', type: 'currency', formula: 'mul(quantity, price)' },
        ],
      },
      { name: 'total', label: '合计金额', type: 'currency', formula: 'sum(items.amount)' },
      { name: 'remark', label: '备注', type: 'textarea', validators: { maxLength: 500 } },
      attachments,
    ],
    permissions: { default: 'w', fields: {} },
    nodePermissions: {
      Task_Leader: { default: 'r', fields: {} },
      Task_Finance: { default: 'r', fields: { remark: 'w' } },
      Task_Admin: { default: 'r', fields: { remark: 'w' } },
    },
  },
  {
    key: 'contract',
    name: '合同审批',
    boAlias: 'contract',
    fields: [
      { name: 'contractNo', label: '合同编号', type: 'serial', identity: 'contractNo' },
      { name: 'title', label: '合同名称', type: 'text', required: true, validators: { maxLength: 100 } },
      { name: 'contractType', label: '合同类型', type: 'radio', dictionary: 'contractType', required: true },
      { name: 'partyB', label: '乙方', type: 'text', required: true, validators: { maxLength: 100 } },
      { name: 'amount', label: '合同金额', type: 'currency', required: true },
      { name: 'signDate', label: '签订日期', type: 'date', required: true },
      { name: 'effectiveTime', label: '生效时间', type: 'datetime' },
      {
        name: 'terms',
        label: '合同条款摘要',
        type: 'richtext',
        html:
          '<p><b>付款方式：</b>合同签订后 30 日内支付 50%，验收合格后支付余款。</p>' +
          '<p><b>违约责任：</b>任何一方违约，应按合同金额的 10% 支付违约金。</p>' +
          '<img src="x" onerror="alert(1)"><script>alert(1)</script>',
      },
      attachments,
      { name: 'sealSign', label: '签章', type: 'signature' },
    ],
    permissions: { default: 'w', fields: { sealSign: 'n' } },
    nodePermissions: {
      Task_Sign: { default: 'r', fields: { sealSign: 'b' } },
    },
  },
  {
    key: 'property_notice',
    name: '物业公告',
    boAlias: 'propertyNotice',
    fields: [
      { name: 'title', label: '公告标题', type: 'text', required: true, validators: { maxLength: 100 } },
      { name: 'publishDate', label: '发布日期', type: 'date', required: true },
      { name: 'publisher', label: '发布单位', type: 'text', validators: { maxLength: 50 } },
      {
        name: 'content',
        label: '公告内容',
        type: 'textarea',
        required: true,
        validators: { maxLength: 2000 },
      },
    ],
  },
  {
    key: 'booking',
    name: '场地预约',
    boAlias: 'booking',
    fields: [
      { name: 'facility', label: '预约场地', type: 'text', required: true, validators: { maxLength: 50 } },
      { name: 'bookDate', label: '预约日期', type: 'date', required: true },
      { name: 'slot', label: '时段', type: 'text', required: true, validators: { maxLength: 20 } },
      { name: 'remark', label: '备注', type: 'textarea', validators: { maxLength: 200 } },
    ],
  },
];

const column = (name: string, label: string, extra: Partial<FormDataTemplate['columns'][number]> = {}) => ({
  name,
  label,
  ...extra,
});
const BUTTONS: FormDataTemplate['buttons'] = [
  { alias: 'add', name: '新增', row: false },
  { alias: 'export', name: '导出', row: false },
  { alias: 'get', name: '查看', row: true },
  { alias: 'edit', name: '编辑', row: true },
  { alias: 'del', name: '删除', row: true },
];

type TemplateInput = Omit<FormDataTemplate, 'id'>;
const TEMPLATES: TemplateInput[] = [
  {
    key: 'purchase_list',
    alias: 'cgsqlb',
    name: '采购申请',
    boAlias: 'purchase',
    formKey: 'purchase',
    columns: [
      column('purchaseNo', '采购单号'),
      column('title', '采购名称'),
      column('category', '采购类别', { format: 'dict', dictionary: 'purchaseCategory' }),
      column('total', '合计金额', { format: 'currency', sortable: true }),
      column('needDate', '需求日期', { format: 'date', sortable: true }),
      column('createTime', '创建时间', { format: 'date', sortable: true }),
    ],
    filters: [
      { name: 'title', label: '采购名称', control: 'text', operation: 'LIKE' },
      {
        name: 'category',
        label: '采购类别',
        control: 'select',
        operation: 'EQUAL',
        dictionary: 'purchaseCategory',
      },
      { name: 'needDate', label: '需求日期', control: 'dateRange', operation: 'BETWEEN' },
    ],
    sort: [{ property: 'createTime', direction: 'DESC' }],
    buttons: BUTTONS,
    qrcode: false,
    pageSize: 20,
  },
  {
    key: 'contract_list',
    alias: 'htgl',
    name: '合同管理',
    boAlias: 'contract',
    formKey: 'contract',
    columns: [
      column('contractNo', '合同编号'),
      column('title', '合同名称'),
      column('partyB', '乙方'),
      column('amount', '合同金额', { format: 'currency', sortable: true }),
      column('signDate', '签订日期', { format: 'date', sortable: true }),
    ],
    filters: [
      { name: 'title', label: '合同名称', control: 'text', operation: 'LIKE' },
      {
        name: 'contractType',
        label: '合同类型',
        control: 'select',
        operation: 'EQUAL',
        dictionary: 'contractType',
      },
    ],
    sort: [{ property: 'signDate', direction: 'DESC' }],
    buttons: BUTTONS,
    qrcode: true,
    pageSize: 20,
  },
  {
    key: 'supplier_list',
    alias: 'gyslb',
    name: '供应商',
    boAlias: 'supplier',
    formKey: 'supplier',
    columns: [
      column('name', '供应商名称'),
      column('category', '供应类别', { format: 'dict', dictionary: 'purchaseCategory' }),
      column('contact', '联系人'),
      column('phone', '联系电话'),
    ],
    filters: [{ name: 'name', label: '供应商名称', control: 'text', operation: 'LIKE' }],
    sort: [{ property: 'name', direction: 'ASC' }],
    buttons: BUTTONS,
    qrcode: false,
    pageSize: 20,
  },
  // The community apps of the demo home: notices to read, and bookings of the shared facilities.
  {
    key: 'property_notice_list',
    alias: 'wyglwygg',
    name: '社区公告',
    boAlias: 'propertyNotice',
    formKey: 'property_notice',
    columns: [
      column('title', '公告标题'),
      column('publishDate', '发布日期', { format: 'date', sortable: true }),
      column('publisher', '发布单位'),
    ],
    filters: [{ name: 'title', label: '公告标题', control: 'text', operation: 'LIKE' }],
    sort: [{ property: 'publishDate', direction: 'DESC' }],
    buttons: [{ alias: 'get', name: '查看', row: true }],
    qrcode: false,
    pageSize: 20,
  },
  {
    key: 'booking_list',
    alias: 'wdyylb',
    name: '我的预约',
    boAlias: 'booking',
    formKey: 'booking',
    columns: [
      column('facility', '预约场地'),
      column('bookDate', '预约日期', { format: 'date', sortable: true }),
      column('slot', '时段'),
    ],
    filters: [{ name: 'facility', label: '预约场地', control: 'text', operation: 'LIKE' }],
    sort: [{ property: 'bookDate', direction: 'DESC' }],
    buttons: BUTTONS,
    qrcode: false,
    pageSize: 20,
    mine: true,
  },
];

const DIALOG: Omit<FormCustomDialog, 'pageSize'> & { source: string } = {
  alias: 'gysxz',
  name: '选择供应商',
  source: 'supplier',
  displayfield: [
    { field: 'name', comment: '供应商名称' },
    { field: 'contact', comment: '联系人' },
    { field: 'phone', comment: '联系电话' },
  ],
  resultfield: [
    { field: 'name', comment: '供应商名称' },
    { field: 'phone', comment: '联系电话' },
  ],
  sortfield: [{ field: 'name', sortType: 'asc' }],
  conditionfield: [{ field: 'name', comment: '供应商名称', condition: 'LIKE' }],
  selectNum: 1,
  needPage: true,
  dsType: 'dataSource',
  requestType: 'GET',
  url: '/form/customDialog/v1/getListData',
  listKey: 'rows',
  pageKey: 'page',
  pageSizeKey: 'pageSize',
  totalKey: 'total',
};

const QUERY: FormCustomQuery & { source: string } = {
  alias: 'gyscx',
  name: '供应商查询',
  source: 'supplier',
  dsType: 'dataSource',
  url: '/form/customQuery/v1/doQuery',
  requestType: 'GET',
  resultfield: [
    { field: 'name', comment: '供应商名称' },
    { field: 'contact', comment: '联系人' },
    { field: 'phone', comment: '联系电话' },
  ],
  conditionfield: [{ field: 'name', comment: '供应商名称' }],
};

/** The same query called the restful way: the app posts to the url with these headers and parameters. */
const REST_QUERY: FormCustomQuery & { source: string } = {
  ...QUERY,
  alias: 'gyscxrest',
  name: '供应商查询（REST）',
  dsType: 'restful',
  requestType: 'POST',
  requestHeader: '{"Accept":"application/json"}',
  dataParam: '{"alias":"gyscx","pageSize":20}',
};

const CHART: Omit<FormCustomChart, 'id'> = {
  alias: 'cgfltj',
  name: '采购金额（按类别）',
  chartType: 'bar',
  boAlias: 'purchase',
  groupBy: 'category',
  sumField: 'total',
};

const VIEW: FormQueryView = {
  sqlAlias: 'purchase',
  alias: 'cgmx',
  name: '采购一览',
  columns: TEMPLATES[0]!.columns,
  filters: TEMPLATES[0]!.filters,
  pageSize: 20,
};

const SUPPLIERS = [
  {
    name: '上海晨光文具有限公司',
    category: 'bgyp',
    contact: '王磊',
    phone: '13816620391',
    address: '上海市奉贤区',
  },
  {
    name: '联想（北京）有限公司',
    category: 'dzsb',
    contact: '刘洋',
    phone: '13910235567',
    address: '北京市海淀区',
  },
  {
    name: '震旦家具有限公司',
    category: 'jj',
    contact: '陈静',
    phone: '13761184420',
    address: '上海市浦东新区',
  },
  {
    name: '深圳云服科技有限公司',
    category: 'fw',
    contact: '周涛',
    phone: '13528876012',
    address: '深圳市南山区',
  },
];

async function insertConfig(
  db: Db,
  tenantId: string,
  kind: string,
  key: string,
  alias: string,
  name: string,
  config: object,
) {
  await db
    .insertInto('form_configs')
    .values({ id: randomUUID(), tenant_id: tenantId, kind, key, alias, name, config: JSON.stringify(config) })
    .execute();
}

async function seedTenant(ctx: SeedContext, tenantId: string, people: [string, string]): Promise<void> {
  const { db, now } = ctx;
  const [first, second] = people.map((account) => ctx.userId(tenantId, account)) as [string, string];

  for (const [typeKey, dict] of Object.entries(DICTIONARIES)) {
    await db
      .insertInto('dict_types')
      .values({ tenant_id: tenantId, type_key: typeKey, name: dict.name })
      .execute();
    await db
      .insertInto('dict_items')
      .values(
        dict.items.map(([key, name], sn) => ({
          id: randomUUID(),
          tenant_id: tenantId,
          type_key: typeKey,
          key,
          name,
          parent_id: null,
          sn,
        })),
      )
      .execute();
  }
  await db
    .insertInto('identities')
    .values(
      IDENTITIES.map((i) => ({
        ...i,
        tenant_id: tenantId,
        step: 1,
        init_value: 1,
        cur_value: 0,
        cur_date: '',
      })),
    )
    .execute();

  for (const form of FORMS) await saveFormDefinition(db, tenantId, form, now);
  for (const t of TEMPLATES) {
    const { key, alias, name, ...config } = t;
    await insertConfig(db, tenantId, 'template', key, alias, name, config);
  }
  {
    const { alias, name, ...config } = DIALOG;
    await insertConfig(db, tenantId, 'dialog', alias, alias, name, config);
  }
  {
    const { alias, name, ...config } = QUERY;
    await insertConfig(db, tenantId, 'query', alias, alias, name, config);
    const { alias: restAlias, name: restName, ...rest } = REST_QUERY;
    await insertConfig(db, tenantId, 'query', restAlias, restAlias, restName, rest);
  }
  {
    const { alias, name, ...config } = CHART;
    await insertConfig(db, tenantId, 'chart', alias, alias, name, config);
  }
  {
    const { sqlAlias, alias, name, ...config } = VIEW;
    await insertConfig(db, tenantId, 'view', `${sqlAlias}/${alias}`, alias, name, config);
  }

  // Business data goes through the same checks as a user's submission.
  const save = (boAlias: string, userId: string, data: Record<string, unknown>, daysAgo: number) =>
    saveBusinessData(db, { tenantId, boAlias, data, userId, now: now - daysAgo * 86_400_000 });
  for (const [i, s] of SUPPLIERS.entries()) await save('supplier', first, s, 30 - i);
  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
  await save(
    'purchase',
    first,
    {
      title: '研发部笔记本电脑采购',
      category: 'dzsb',
      supplier: [{ name: SUPPLIERS[1]!.name, phone: SUPPLIERS[1]!.phone }],
      needDate: day(14),
      urgent: true,
      items: [
        { name: 'ThinkPad X1 Carbon', spec: 'i7/32G/1T', quantity: 3, price: 12999 },
        { name: '扩展坞', spec: 'USB-C', quantity: 3, price: 899 },
      ],
      remark: '新入职工程师使用',
    },
    6,
  );
  await save(
    'purchase',
    second,
    {
      title: '季度办公用品',
      category: 'bgyp',
      supplier: [{ name: SUPPLIERS[0]!.name, phone: SUPPLIERS[0]!.phone }],
      needDate: day(7),
      items: [
        { name: '中性笔', spec: '0.5mm 黑色', quantity: 200, price: 1.5 },
        { name: 'A4 复印纸', spec: '70g 500张/包', quantity: 40, price: 23.8 },
      ],
    },
    3,
  );
  await save(
    'purchase',
    first,
    {
      title: '会议室桌椅更新',
      category: 'jj',
      needDate: day(30),
      items: [{ name: '会议桌', spec: '3.6m', quantity: 1, price: 4800 }],
    },
    1,
  );
  await save(
    'contract',
    first,
    {
      title: '2026年度IT运维服务合同',
      contractType: 'fw',
      partyB: SUPPLIERS[3]!.name,
      amount: 180000,
      signDate: day(-20),
      effectiveTime: `${day(-19)} 09:00:00`,
    },
    20,
  );
  await save(
    'contract',
    second,
    {
      title: '办公用品框架采购合同',
      contractType: 'cg',
      partyB: SUPPLIERS[0]!.name,
      amount: 50000,
      signDate: day(-5),
    },
    5,
  );

  const notices = [
    [
      '小区电梯年度检修通知',
      -6,
      '本周六 9:00-17:00 对 1-3 号楼电梯进行年度检修，检修期间请走楼梯，给您带来不便敬请谅解。',
    ],
    ['冬季供暖开始通知', -3, '本小区将于下周一起开始供暖，请业主检查家中暖气阀门，如有漏水请及时联系物业。'],
    [
      '网球场夜间照明已修复',
      -1,
      '网球场夜间照明已全部修复，开放时间延长至 22:00，欢迎业主在“我的预约”中预约使用。',
    ],
  ] as const;
  // Each notice is created on the day it is published.
  for (const [title, offset, content] of notices) {
    await save(
      'propertyNotice',
      first,
      { title, publishDate: day(offset), publisher: '物业服务中心', content },
      -offset,
    );
  }
  await save('booking', first, { facility: '网球场 1 号场', bookDate: day(2), slot: '19:00-20:00' }, 1);
  await save(
    'booking',
    first,
    { facility: '羽毛球馆 3 号场', bookDate: day(5), slot: '20:00-21:00', remark: '双打' },
    0,
  );

  // Seals of the two demo signers, opened with the demo password.
  for (const [i, userId] of [first, second].entries()) {
    await createSeal(db, {
      tenantId,
      userId,
      name: `${SEAL_NAMES[people[i]!] ?? people[i]}的签章`,
      png: sealPng(i + 1),
      password: { hash: await (sealHash ??= hashPassword(SEAL_PASSWORD)) },
      now,
    });
  }
}

/** Demo form definitions, business data, data templates, dictionaries and seals. */
export async function seedForms(ctx: SeedContext): Promise<void> {
  await seedTenant(ctx, ctx.tenants.demo, ['zhangsan', 'lisi']);
  await seedTenant(ctx, ctx.tenants.acme, ['sunli', 'zhoujie']);
}
