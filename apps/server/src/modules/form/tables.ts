/** Tables of the form module; timestamps are epoch milliseconds (bigint columns) on both engines. */

/** One version of a form definition; JSON of `FormDefinition` without id and version. */
export interface FormDefTable {
  id: string;
  tenant_id: string;
  form_key: string;
  version: number;
  name: string;
  bo_alias: string;
  definition: string;
  created_at: number;
}

/** A business-object record: main fields and sub-table rows as one JSON document. */
export interface BoRecordTable {
  id: string;
  tenant_id: string;
  bo_alias: string;
  form_key: string;
  form_version: number;
  data: string;
  create_by: string;
  created_at: number;
  updated_at: number;
}

/** A record saved as a draft (not validated for required fields); removed when the record is saved. */
export interface BoDraftTable {
  id: string;
  tenant_id: string;
  bo_alias: string;
  form_key: string;
  data: string;
  create_by: string;
  created_at: number;
}

/** Named configurations (data templates, dialogs, custom queries, charts, query views) as JSON. */
export interface FormConfigTable {
  id: string;
  tenant_id: string;
  /** template, dialog, query, chart or view. */
  kind: string;
  /** The key (templates), alias, or `sqlAlias/alias` (query views). */
  key: string;
  alias: string;
  name: string;
  config: string;
}

export interface DictTypeTable {
  tenant_id: string;
  type_key: string;
  name: string;
}

export interface DictItemTable {
  id: string;
  tenant_id: string;
  type_key: string;
  key: string;
  name: string;
  parent_id: string | null;
  sn: number;
}

/** A serial-number rule: `{yyyy}{MM}{dd}{NO}` style regulation, counter reset per day when daily is 1. */
export interface IdentityTable {
  tenant_id: string;
  alias: string;
  name: string;
  regulation: string;
  no_length: number;
  step: number;
  init_value: number;
  cur_value: number;
  /** yyyyMMdd of the last number drawn. */
  cur_date: string;
  daily: number;
}

export interface FormTables {
  form_defs: FormDefTable;
  bo_records: BoRecordTable;
  bo_drafts: BoDraftTable;
  form_configs: FormConfigTable;
  dict_types: DictTypeTable;
  dict_items: DictItemTable;
  identities: IdentityTable;
}
