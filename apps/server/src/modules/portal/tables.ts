/** Tables of the portal module; timestamps are epoch milliseconds (bigint columns) on both engines. */

/**
 * Who may see a layout or a column, as JSON text: `{ "user": [ids], "org": [ids], "post": [ids], "role": [codes],
 * "guest": true }`. Null means every signed-in user of the tenant; a guest sees only what names `guest: true`.
 */
export type RightsJson = string | null;

export interface PortalLayoutTable {
  id: string;
  tenant_id: string;
  alias: string;
  name: string;
  /** 'mobile' or 'pc'. */
  layout_type: string;
  is_default: number;
  /** JSON array of column aliases, in display order. */
  columns: string;
  /** JSON array of app ids shown on the home page, in order. */
  apps: string;
  rights: RightsJson;
  sort: number;
}

/** The layout a user chose (cacheUserLayout), per tenant and layout type. */
export interface PortalUserLayoutTable {
  tenant_id: string;
  user_id: string;
  layout_type: string;
  layout_id: string;
  updated_at: number;
}

export interface PortalColumnTable {
  id: string;
  tenant_id: string;
  alias: string;
  name: string;
  col_url: string | null;
  /** list, todo, news, chart, html … */
  col_type: string;
  data_mode: string | null;
  data_from: string | null;
  /** JSON text of the request parameters. */
  data_param: string | null;
  /** GET or POST. */
  request_type: string;
  need_page: number;
  /** Sanitised HTML with {{placeholders}}. */
  template_html: string | null;
  display_rights: RightsJson;
  col_height: number | null;
  sort: number;
}

export interface PortalCarouselTable {
  id: string;
  tenant_id: string;
  /** Null: shown on every layout. */
  layout_id: string | null;
  title: string;
  image: string;
  bind_app_id: string | null;
  sort: number;
}

export interface PortalAppTable {
  id: string;
  tenant_id: string;
  name: string;
  icon: string | null;
  icon_color: string | null;
  /** 1 in-app route, 2 external link, 3 template preview, 4 chart, 5 agent start, 9 data-visualisation. */
  mode: number;
  content: string;
  /** 1: open for guests. */
  custom: number;
  /** Category (sys_types) in the application centre. */
  type_id: string | null;
  sort: number;
}

/** Categories (the application centre's tabs and sub-categories). */
export interface PortalSysTypeTable {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  type_key: string;
  name: string;
  sn: number;
}

export interface PortalNewsTable {
  id: string;
  tenant_id: string;
  /** news or notice. */
  kind: string;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
  cover: string | null;
  author: string;
  is_public: number;
  is_top: number;
  publish_time: number;
  create_time: number;
}

/** A chart: an ECharts option as JSON text. */
export interface PortalReportTable {
  id: string;
  tenant_id: string;
  alias: string;
  name: string;
  option: string;
}

/** A data-visualisation dashboard: report aliases in display order. */
export interface PortalDatavTable {
  id: string;
  tenant_id: string;
  alias: string;
  name: string;
  reports: string;
  create_time: number;
}

export interface PortalShortUrlTable {
  id: string;
  tenant_id: string;
  code: string;
  long_url: string;
  /** 1: resolving it hands out a guest token of the tenant. */
  guest: number;
  created_by: string;
  create_time: number;
}

export interface PortalTagTable {
  id: string;
  tenant_id: string;
  type_key: string;
  name: string;
  color: string | null;
  sn: number;
  created_by: string;
  create_time: number;
}

export interface PortalExternalUniteTable {
  id: string;
  tenant_id: string;
  name: string;
  code: string;
  /** dingtalk, weixin, weChatOffAcc, miniprogram … */
  type: string;
  corp_id: string | null;
  agent_id: string | null;
  base_url: string | null;
  create_time: number;
}

export interface PortalMeetingAppointmentTable {
  id: string;
  tenant_id: string;
  room_name: string;
  subject: string;
  applicant_id: string;
  applicant_name: string;
  approver_id: string;
  /** pending, approved, rejected. */
  status: string;
  start_time: number;
  end_time: number;
  create_time: number;
}

export interface PortalTables {
  portal_layouts: PortalLayoutTable;
  portal_user_layouts: PortalUserLayoutTable;
  portal_columns: PortalColumnTable;
  portal_carousel: PortalCarouselTable;
  portal_apps: PortalAppTable;
  portal_sys_types: PortalSysTypeTable;
  portal_news: PortalNewsTable;
  portal_reports: PortalReportTable;
  portal_datav: PortalDatavTable;
  portal_short_urls: PortalShortUrlTable;
  portal_tags: PortalTagTable;
  portal_external_unites: PortalExternalUniteTable;
  portal_meeting_appointments: PortalMeetingAppointmentTable;
}
