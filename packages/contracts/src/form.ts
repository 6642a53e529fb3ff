import { Type, type Static } from 'typebox';
import { Envelope, Page } from './envelope';

// Schemas and types of the form, file and seal calls (community.md §7 Form service, file calls, electronic seal);
// names carry the area so the three contract files never clash.

/** Date and time formats of form values (workflow.md §9: yyyy-MM-dd HH:mm:ss). */
export const FORM_DATE_FORMAT = 'YYYY-MM-DD';
export const FORM_DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const FORM_TIME_FORMAT = 'HH:mm:ss';

/** Texts of the form calls that both ends show (zh-CN; the server translates its own). */
export const FORM_TEXTS = {
  invalidHeaderJson: '请求头部不是有效的JSON格式',
  invalidPostJson: 'POST参数不是有效的JSON格式',
  pngOnly: '请上传后缀名为png类型的图片！',
  sealPasswordRequired: '请填写获取签章密码！',
} as const;

export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'currency',
  'date',
  'time',
  'datetime',
  'select',
  'radio',
  'checkbox',
  'switch',
  'user',
  'org',
  'role',
  'post',
  'dialog',
  'file',
  'image',
  'subtable',
  'serial',
  'richtext',
  'signature',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
export const FormFieldType = Type.Unsafe<FormFieldType>(
  Type.Union(FORM_FIELD_TYPES.map((t) => Type.Literal(t))),
);

/**
 * Field permission on a node: 'b' required and writable, 'w' writable, 'r' read-only, 'n' hidden (workflow.md §5).
 */
export const FormFieldPermission = Type.Union([
  Type.Literal('b'),
  Type.Literal('w'),
  Type.Literal('r'),
  Type.Literal('n'),
]);
export type FormFieldPermission = Static<typeof FormFieldPermission>;

/**
 * Permissions of one node (or of the start form): by field path — `amount` for a main field, `items` for a whole
 * sub-table, `items.amount` for a column of it — and a default for every field not listed ('w' unless said).
 */
export const FormPermissions = Type.Object({
  default: FormFieldPermission,
  fields: Type.Record(Type.String(), FormFieldPermission),
});
export type FormPermissions = Static<typeof FormPermissions>;

export const FormOption = Type.Object({ key: Type.String(), name: Type.String() });
export type FormOption = Static<typeof FormOption>;

/** Checks of a field's value; `message` replaces the default text of a failed `pattern`. */
export const FormValidators = Type.Object({
  minLength: Type.Optional(Type.Integer({ minimum: 0 })),
  maxLength: Type.Optional(Type.Integer({ minimum: 1 })),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  /** A JavaScript regular expression source, tested against the whole text value. */
  pattern: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});
export type FormValidators = Static<typeof FormValidators>;

/** The custom dialog a 'dialog' field opens, and which result field fills the value. */
export const FormDialogBinding = Type.Object({
  alias: Type.String(),
  multiple: Type.Boolean(),
  /** Result field stored as the value (the key). */
  valueField: Type.String(),
  /** Result field shown to the user. */
  labelField: Type.String(),
});
export type FormDialogBinding = Static<typeof FormDialogBinding>;

const fieldProps = {
  /** Name inside its record: the key of the value in the business data. */
  name: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' }),
  label: Type.String(),
  type: FormFieldType,
  required: Type.Optional(Type.Boolean()),
  placeholder: Type.Optional(Type.String()),
  defaultValue: Type.Optional(Type.Unknown()),
  validators: Type.Optional(FormValidators),
  /** select, radio, checkbox: inline options, or the type key of a data dictionary (`dictionary`). */
  options: Type.Optional(Type.Array(FormOption)),
  dictionary: Type.Optional(Type.String()),
  /** select, user, org, role, post, file, image: more than one value (checkbox always has many). */
  multiple: Type.Optional(Type.Boolean()),
  /** 'dialog' fields. */
  dialog: Type.Optional(FormDialogBinding),
  /** 'image' fields that accept png only (请上传后缀名为png类型的图片！). */
  pngOnly: Type.Optional(Type.Boolean()),
  /** 'file' and 'image': at most this many (never more than LIMITS.uploadMaxFiles). */
  maxFiles: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  /** 'serial' fields: the identity alias numbers are drawn from when a record is first saved. */
  identity: Type.Optional(Type.String()),
  /** 'richtext' fields: read-only HTML, sanitised by the server on save and again by the app before showing. */
  html: Type.Optional(Type.String()),
  /** 'number' and 'currency': decimals kept (currency always 2). */
  precision: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
  /**
   * A value computed from other fields of the same record, e.g. `days(startDate, endDate)` or `sum(items.amount)`;
   * the server recomputes it and the app shows it read-only.
   */
  formula: Type.Optional(Type.String()),
  /** Layout: the share of the row, 24 meaning the full width. */
  span: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })),
  /** Layout: the group (section title) the field is shown under. */
  group: Type.Optional(Type.String()),
};

/** A column of a sub-table: any field type except a sub-table. */
export const FormSubField = Type.Object(fieldProps);
export type FormSubField = Static<typeof FormSubField>;

/** A field of the main record; a 'subtable' has its own `fields` and its value is an array of rows. */
export const FormField = Type.Object({
  ...fieldProps,
  fields: Type.Optional(Type.Array(FormSubField)),
  /** 'subtable': bounds on the number of rows. */
  minRows: Type.Optional(Type.Integer({ minimum: 0 })),
  maxRows: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type FormField = Static<typeof FormField>;
export type FormAnyField = FormField | FormSubField;

/**
 * A check that does not block: when it holds, starting a flow with the form asks '是否仍然启动流程？' under its
 * message (form-data code 6); elsewhere the data is saved as is. `above` and `below` compare a number field with
 * `value`; `empty` holds when the field has no value.
 */
export const FormConfirm = Type.Object({
  field: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' }),
  when: Type.Union([Type.Literal('above'), Type.Literal('below'), Type.Literal('empty')]),
  value: Type.Optional(Type.Number()),
  message: Type.String({ minLength: 1, maxLength: 200 }),
});
export type FormConfirm = Static<typeof FormConfirm>;

/** A versioned form definition; saving a changed definition makes a new version, records keep theirs. */
export const FormDefinition = Type.Object({
  id: Type.String(),
  key: Type.String(),
  name: Type.String(),
  version: Type.Integer({ minimum: 1 }),
  /** The business object its data is saved to. */
  boAlias: Type.String(),
  fields: Type.Array(FormField),
  layout: Type.Optional(
    Type.Object({
      /** Section titles in the order shown. */
      groups: Type.Optional(Type.Array(Type.String())),
      labelWidth: Type.Optional(Type.Integer({ minimum: 1 })),
    }),
  ),
  /** Permissions when nothing else is said (start form, data templates): default 'w'. */
  permissions: Type.Optional(FormPermissions),
  /** Permissions per process node id, used by the workflow when a task shows the form. */
  nodePermissions: Type.Optional(Type.Record(Type.String(), FormPermissions)),
  /** Checks that ask the starter to confirm rather than refuse (code 6). */
  confirms: Type.Optional(Type.Array(FormConfirm, { maxItems: 20 })),
  description: Type.Optional(Type.String()),
  updateTime: Type.Optional(Type.String()),
});
export type FormDefinition = Static<typeof FormDefinition>;

/** A value of a record: main fields by name, sub-tables as arrays of rows (each row may carry its `id`). */
export const FormRecordData = Type.Record(Type.String(), Type.Unknown());
export type FormRecordData = Record<string, unknown>;

/** A saved business-object record. */
export const FormBoRecord = Type.Object({
  id: Type.String(),
  boAlias: Type.String(),
  formKey: Type.String(),
  formVersion: Type.Integer(),
  data: FormRecordData,
  createBy: Type.String(),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type FormBoRecord = Static<typeof FormBoRecord>;

/** One signature in a 'signature' field's value (workflow.md §3 Signature entry). */
export const FormSignatureEntry = Type.Object({
  index: Type.Integer(),
  userId: Type.String(),
  name: Type.String(),
  /** File id of the signature image. */
  signature: Type.String(),
  createTime: Type.String(),
});
export type FormSignatureEntry = Static<typeof FormSignatureEntry>;

/** A file as stored in a 'file' or 'image' field's value and answered by the file calls. */
export const FormFileInfo = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Bytes. */
  size: Type.Integer({ minimum: 0 }),
  /** Extension as checked from the content, e.g. 'png', 'pdf'. */
  type: Type.String(),
  mime: Type.Optional(Type.String()),
  createTime: Type.Optional(Type.String()),
});
export type FormFileInfo = Static<typeof FormFileInfo>;

// ---------------------------------------------------------------------------------------------------------------
// Data templates (list configuration and the form they open)

export const FormTemplateColumn = Type.Object({
  name: Type.String(),
  label: Type.String(),
  sortable: Type.Optional(Type.Boolean()),
  /** How the value is shown: as is, by dictionary key, as a date, as a currency amount. */
  format: Type.Optional(
    Type.Union([Type.Literal('text'), Type.Literal('dict'), Type.Literal('date'), Type.Literal('currency')]),
  ),
  dictionary: Type.Optional(Type.String()),
});
export type FormTemplateColumn = Static<typeof FormTemplateColumn>;

export const FORM_QUERY_OPERATIONS = [
  'EQUAL',
  'NOT_EQUAL',
  'LIKE',
  'LEFT_LIKE',
  'RIGHT_LIKE',
  'GREAT',
  'GREAT_EQUAL',
  'LESS',
  'LESS_EQUAL',
  'IN',
  'BETWEEN',
] as const;
export type FormQueryOperation = (typeof FORM_QUERY_OPERATIONS)[number];
export const FormQueryOperation = Type.Unsafe<FormQueryOperation>(
  Type.Union(FORM_QUERY_OPERATIONS.map((o) => Type.Literal(o))),
);

export const FormTemplateFilter = Type.Object({
  name: Type.String(),
  label: Type.String(),
  /** How the search box of the list asks for it. */
  control: Type.Union([
    Type.Literal('text'),
    Type.Literal('select'),
    Type.Literal('date'),
    Type.Literal('dateRange'),
  ]),
  operation: FormQueryOperation,
  options: Type.Optional(Type.Array(FormOption)),
  dictionary: Type.Optional(Type.String()),
});
export type FormTemplateFilter = Static<typeof FormTemplateFilter>;

export const FormTemplateButton = Type.Object({
  /** add, edit, get (detail), del, export, or a custom alias. */
  alias: Type.String(),
  name: Type.String(),
  /** Row buttons act on one record; the others sit on the list. */
  row: Type.Boolean(),
});
export type FormTemplateButton = Static<typeof FormTemplateButton>;

export const FormDataTemplate = Type.Object({
  id: Type.String(),
  /** The template key (routes /templateForm/{templateKey}/...) */
  key: Type.String(),
  /** The alias (routes /template/preview/{alias}); may equal the key. */
  alias: Type.String(),
  name: Type.String(),
  boAlias: Type.String(),
  /** The form it opens for add, edit and get. */
  formKey: Type.String(),
  columns: Type.Array(FormTemplateColumn),
  filters: Type.Array(FormTemplateFilter),
  sort: Type.Array(
    Type.Object({
      property: Type.String(),
      direction: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]),
    }),
  ),
  buttons: Type.Array(FormTemplateButton),
  /** The template's form may be opened read-only from a QR code (/QRCodeForm/{templateKey}). */
  qrcode: Type.Boolean(),
  pageSize: Type.Integer({ minimum: 1, maximum: 100 }),
  /** Only the caller's own records are listed, counted and exported (e.g. my bookings). */
  mine: Type.Optional(Type.Boolean()),
});
export type FormDataTemplate = Static<typeof FormDataTemplate>;

/** One condition of a list query (workflow.md §3 Generic list query filter). */
export const FormQueryFilterItem = Type.Object({
  property: Type.String({ minLength: 1, maxLength: 64 }),
  value: Type.Union([
    Type.String(),
    Type.Number(),
    Type.Boolean(),
    Type.Array(Type.Union([Type.String(), Type.Number()])),
  ]),
  operation: Type.Optional(FormQueryOperation),
  group: Type.Optional(Type.String({ maxLength: 32 })),
  relation: Type.Optional(Type.Union([Type.Literal('AND'), Type.Literal('OR')])),
});
export type FormQueryFilterItem = Static<typeof FormQueryFilterItem>;

export const FormQueryFilter = Type.Object({
  pageBean: Type.Optional(
    Type.Object({
      page: Type.Integer({ minimum: 1 }),
      pageSize: Type.Integer({ minimum: 1, maximum: 200 }),
      showTotal: Type.Optional(Type.Boolean()),
    }),
  ),
  querys: Type.Optional(Type.Array(FormQueryFilterItem, { maxItems: 50 })),
  sorter: Type.Optional(
    Type.Array(
      Type.Object({
        property: Type.String({ minLength: 1, maxLength: 64 }),
        direction: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]),
      }),
      { maxItems: 5 },
    ),
  ),
});
export type FormQueryFilter = Static<typeof FormQueryFilter>;

/** A list row: the record's main fields plus `id`, `createBy`, `createTime`, `updateTime`. */
export const FormListRow = Type.Record(Type.String(), Type.Unknown());
export type FormListRow = Record<string, unknown>;
export const FormListPage = Page(FormListRow);
export type FormListPage = Static<typeof FormListPage>;

/** getForm: the definition, the record (empty for add) and the permissions that apply. */
export const FormWithData = Type.Object({
  form: FormDefinition,
  data: FormRecordData,
  /** Set when the record exists. */
  id: Type.Optional(Type.String()),
  permissions: FormPermissions,
  /** Dictionaries the form refers to, by type key, so the app needs no extra call. */
  dictionaries: Type.Record(Type.String(), Type.Array(FormOption)),
});
export type FormWithData = Static<typeof FormWithData>;

// ---------------------------------------------------------------------------------------------------------------
// Custom dialogs and queries

export const FormDialogField = Type.Object({ field: Type.String(), comment: Type.String() });
export type FormDialogField = Static<typeof FormDialogField>;

/** Custom dialog configuration (community.md §3): searched with conditionfield, page size 20. */
export const FormCustomDialog = Type.Object({
  alias: Type.String(),
  name: Type.String(),
  displayfield: Type.Array(FormDialogField),
  resultfield: Type.Array(FormDialogField),
  sortfield: Type.Array(
    Type.Object({ field: Type.String(), sortType: Type.Union([Type.Literal('asc'), Type.Literal('desc')]) }),
  ),
  conditionfield: Type.Array(
    Type.Object({ field: Type.String(), comment: Type.String(), condition: FormQueryOperation }),
  ),
  /** 1 single choice, -1 any number. */
  selectNum: Type.Integer(),
  needPage: Type.Boolean(),
  pageSize: Type.Integer(),
  dsType: Type.Union([Type.Literal('dataSource'), Type.Literal('restful')]),
  requestType: Type.String(),
  url: Type.String(),
  listKey: Type.String(),
  pageKey: Type.String(),
  pageSizeKey: Type.String(),
  totalKey: Type.String(),
  /** restful: JSON text of the headers sent with the request (请求头部不是有效的JSON格式 otherwise). */
  requestHeader: Type.Optional(Type.String()),
  /** restful POST: JSON text of the body's fixed parameters (POST参数不是有效的JSON格式 otherwise). */
  dataParam: Type.Optional(Type.String()),
});
export type FormCustomDialog = Static<typeof FormCustomDialog>;

/** Custom query (workflow.md §3): like a dialog without the choosing. */
export const FormCustomQuery = Type.Object({
  alias: Type.String(),
  name: Type.String(),
  dsType: Type.Union([Type.Literal('dataSource'), Type.Literal('restful')]),
  url: Type.String(),
  requestType: Type.String(),
  resultfield: Type.Array(FormDialogField),
  conditionfield: Type.Array(FormDialogField),
  requestHeader: Type.Optional(Type.String()),
  dataParam: Type.Optional(Type.String()),
});
export type FormCustomQuery = Static<typeof FormCustomQuery>;

// ---------------------------------------------------------------------------------------------------------------
// Dictionaries, serial numbers, charts, query views

export const FormDictItem = Type.Object({
  id: Type.String(),
  typeKey: Type.String(),
  key: Type.String(),
  name: Type.String(),
  parentId: Type.Optional(Type.String()),
  sn: Type.Integer(),
});
export type FormDictItem = Static<typeof FormDictItem>;

export const FormDictType = Type.Object({ typeKey: Type.String(), name: Type.String() });
export type FormDictType = Static<typeof FormDictType>;

export const FormCustomChart = Type.Object({
  id: Type.String(),
  alias: Type.String(),
  name: Type.String(),
  /** bar, line or pie. */
  chartType: Type.String(),
  /** The business object counted, the field grouped by and the optional field summed. */
  boAlias: Type.String(),
  groupBy: Type.String(),
  sumField: Type.Optional(Type.String()),
});
export type FormCustomChart = Static<typeof FormCustomChart>;

export const FormChartData = Type.Object({
  chart: FormCustomChart,
  categories: Type.Array(Type.String()),
  series: Type.Array(Type.Object({ name: Type.String(), data: Type.Array(Type.Number()) })),
});
export type FormChartData = Static<typeof FormChartData>;

/** A query view: a named, read-only list over a business object (sqlAlias is the bo alias). */
export const FormQueryView = Type.Object({
  sqlAlias: Type.String(),
  alias: Type.String(),
  name: Type.String(),
  columns: Type.Array(FormTemplateColumn),
  filters: Type.Array(FormTemplateFilter),
  pageSize: Type.Integer(),
});
export type FormQueryView = Static<typeof FormQueryView>;

/** A business object definition (bo/def/v1/getJson): its alias and the fields of its main record and sub-tables. */
export const FormBoDef = Type.Object({
  alias: Type.String(),
  name: Type.String(),
  fields: Type.Array(Type.Object({ name: Type.String(), label: Type.String(), type: FormFieldType })),
  subs: Type.Array(
    Type.Object({
      name: Type.String(),
      label: Type.String(),
      fields: Type.Array(Type.Object({ name: Type.String(), label: Type.String(), type: FormFieldType })),
    }),
  ),
});
export type FormBoDef = Static<typeof FormBoDef>;

// ---------------------------------------------------------------------------------------------------------------
// Seals

/** The current user's electronic seal, without its password. */
export const FormSeal = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  name: Type.String(),
  /** File id of the seal image (png). */
  fileId: Type.String(),
  /** The owner allowed use without the password where a node's signature config is secret-free. */
  secretFree: Type.Boolean(),
  createTime: Type.String(),
});
export type FormSeal = Static<typeof FormSeal>;

// ---------------------------------------------------------------------------------------------------------------
// Requests (bodies keep at most one structured property, declared last: see the route-table test)

const alias = Type.String({ minLength: 1, maxLength: 64 });
const id = Type.String({ minLength: 1, maxLength: 64 });

export const FormAliasQuery = Type.Object({ alias });
export const FormKeyQuery = Type.Object({ formKey: alias });
export const FormIdQuery = Type.Object({ id });
export const FormTypeKeyQuery = Type.Object({ typeKey: alias });
export const FormFileIdQuery = Type.Object({ fileId: id });

export const FormDialogListQuery = Type.Object({
  alias,
  /** JSON of search values by condition field (POST参数不是有效的JSON格式 when it is not JSON). */
  mapParam: Type.Optional(Type.String({ maxLength: 4000 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
});

export const FormCustomQueryBody = Type.Object(
  {
    alias,
    page: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** JSON text of search values by condition field. */
    queryData: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
export type FormCustomQueryBody = Static<typeof FormCustomQueryBody>;

export const FormBoAliasParams = Type.Object({ boAlias: alias });
export const FormBoSaveQuery = Type.Object({ delDraftId: Type.Optional(Type.String({ maxLength: 64 })) });
/** boSave: `id` for an update (absent for a new record), the form it was filled in, and the record's data. */
export const FormBoSaveBody = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 64 })),
    formKey: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    data: Type.Record(Type.String({ maxLength: 64 }), Type.Unknown()),
  },
  { additionalProperties: false },
);
export type FormBoSaveBody = Static<typeof FormBoSaveBody>;
export const FormBoSaveResult = Type.Object({ id: Type.String(), data: FormRecordData });
export type FormBoSaveResult = Static<typeof FormBoSaveResult>;

export const FormGetFormParams = Type.Object({ formKey: alias, boAlias: alias });
export const FormGetFormQuery = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  /** add, edit or get (read-only). */
  action: Type.Optional(Type.Union([Type.Literal('add'), Type.Literal('edit'), Type.Literal('get')])),
  recordId: Type.Optional(Type.String({ maxLength: 64 })),
  dataKey: Type.Optional(Type.String({ maxLength: 64 })),
});
export type FormGetFormQuery = Static<typeof FormGetFormQuery>;

export const FormDataListParams = Type.Object({ key: alias });
export const FormDataListBody = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    /** Free text searched in every text column. */
    keyword: Type.Optional(Type.String({ maxLength: 100 })),
    queryFilter: Type.Optional(FormQueryFilter),
  },
  { additionalProperties: false },
);
export type FormDataListBody = Static<typeof FormDataListBody>;

export const FormListJsonBody = Type.Object(
  {
    /** The template id, key or alias. */
    templateId: alias,
    isJoinFlow: Type.Optional(Type.Boolean()),
    taskType: Type.Optional(Type.String({ maxLength: 32 })),
    defKey: Type.Optional(Type.String({ maxLength: 64 })),
    selectField: Type.Optional(Type.String({ maxLength: 64 })),
    selectValue: Type.Optional(Type.String({ maxLength: 200 })),
    queryFilter: Type.Optional(FormQueryFilter),
  },
  { additionalProperties: false },
);
export type FormListJsonBody = Static<typeof FormListJsonBody>;

export const FormBoDelQuery = Type.Object({ ids: Type.String({ minLength: 1, maxLength: 4000 }) });

export const FormExportQuery = Type.Object({
  /** The template key or alias. */
  formKey: alias,
  /** 'all' rows matching the filter, or 'page' (the first page) — default all. */
  getType: Type.Optional(Type.String({ maxLength: 16 })),
  /** JSON of a queryFilter. */
  filterKey: Type.Optional(Type.String({ maxLength: 4000 })),
  /** Comma separated column names; all columns when left out. */
  expField: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type FormExportQuery = Static<typeof FormExportQuery>;

export const FormTemplateInfoQuery = Type.Object({
  alias,
  needDisplayFileds: Type.Optional(Type.Boolean()),
});
export const FormSubDataQuery = Type.Object({ alias, refId: id });
export const FormSubDataPageQuery = Type.Object({
  alias,
  refId: id,
  /** The sub-table name; the first sub-table when left out. */
  subName: Type.Optional(Type.String({ maxLength: 64 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const FormBoCopyQuery = Type.Object({ id });
export const FormBatchUpdateBody = Type.Object(
  {
    ids: Type.String({ minLength: 1, maxLength: 4000 }),
    /** Main-record fields set on every record. */
    data: Type.Record(Type.String({ maxLength: 64 }), Type.Unknown()),
  },
  { additionalProperties: false },
);
export type FormBatchUpdateBody = Static<typeof FormBatchUpdateBody>;

export const FormChartParams = Type.Object({ id });
export const FormQueryViewQuery = Type.Object({ sqlAlias: alias, alias });
export const FormQueryViewParams = Type.Object({ sqlAlias: alias, alias });
export const FormQueryViewExportQuery = Type.Object({
  sqlAlias: alias,
  alias,
  filterKey: Type.Optional(Type.String({ maxLength: 4000 })),
});

export const FormUpdateFileBody = Type.Object(
  {
    fileId: id,
    /** A new display name. */
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    /** The record the file now belongs to. */
    bizId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type FormUpdateFileBody = Static<typeof FormUpdateFileBody>;

export const FormSealQuery = Type.Object({
  password: Type.Optional(Type.String({ maxLength: 128 })),
  secretFree: Type.Optional(Type.Boolean()),
});
export type FormSealQuery = Static<typeof FormSealQuery>;

/** Aliases of data templates, comma separated (loadMobileCounts). */
export const FormCountsQuery = Type.Object({ aliases: Type.String({ minLength: 1, maxLength: 2000 }) });
/** import: the template key or alias the rows go to; the .xlsx is the multipart field `files`. */
export const FormImportQuery = Type.Object({ alias });
/** exportSub: `{template}` or `{template}.{sub-table}`, and the record. */
export const FormExportSubQuery = Type.Object({
  alias: Type.String({ minLength: 1, maxLength: 130 }),
  refId: id,
});
/** The custom query call a dataSource query's `url` points at. */
export const FormDoQueryQuery = Type.Object({
  alias,
  queryData: Type.Optional(Type.String({ maxLength: 4000 })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
});
export const FormCustomQueryAliasBody = Type.Object({ alias }, { additionalProperties: false });
/** fileUpload: image fields and signatures ask for png only (请上传后缀名为png类型的图片！). */
export const FormUploadQuery = Type.Object({
  pngOnly: Type.Optional(Type.Boolean()),
  /** handwriting: a drawn signature (PNG only); only such a file, or the signer's own seal, signs a form. */
  purpose: Type.Optional(Type.Literal('handwriting')),
});
export const FormFileByIdParams = Type.Object({ id });

// ---------------------------------------------------------------------------------------------------------------
// Answers

export const FormDefinitionEnvelope = Envelope(FormDefinition);
export const FormWithDataEnvelope = Envelope(FormWithData);
export const FormBoSaveEnvelope = Envelope(FormBoSaveResult);
export const FormListEnvelope = Envelope(FormListPage);
export const FormTemplateEnvelope = Envelope(FormDataTemplate);
export const FormTemplateInfoEnvelope = Envelope(
  Type.Object({ template: FormDataTemplate, form: Type.Optional(FormDefinition) }),
);
export const FormRowsEnvelope = Envelope(Type.Array(FormListRow));
export const FormCountsEnvelope = Envelope(Type.Record(Type.String(), Type.Integer()));
export const FormDialogEnvelope = Envelope(FormCustomDialog);
export const FormCustomQueryEnvelope = Envelope(FormCustomQuery);
export const FormDictItemsEnvelope = Envelope(Type.Array(FormDictItem));
export const FormDictTypesEnvelope = Envelope(Type.Array(FormDictType));
export const FormStringEnvelope = Envelope(Type.String());
export const FormCountEnvelope = Envelope(Type.Integer());
export const FormChartEnvelope = Envelope(FormCustomChart);
export const FormChartDataEnvelope = Envelope(FormChartData);
export const FormQueryViewEnvelope = Envelope(FormQueryView);
export const FormBoDefEnvelope = Envelope(FormBoDef);
export const FormSubEntsEnvelope = Envelope(Type.Array(FormField));
export const FormFileEnvelope = Envelope(FormFileInfo);
/** fileUpload: `fileId` of the first file (the spec's answer) and every stored file. */
export const FormUploadEnvelope = Envelope(
  Type.Object({ fileId: Type.String(), files: Type.Array(FormFileInfo) }),
);
export const FormSealEnvelope = Envelope(Type.Union([FormSeal, Type.Null()]));
/** getElectronicSeal: value is the file id of the seal image. */
export const FormSealFileEnvelope = Envelope(Type.String());
