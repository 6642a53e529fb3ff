/**
 * Shapes of the portal answers the screens read (community.md §3). The contracts package defines the server's
 * schemas; these local types name only the fields the app uses, so a compatible server may send more.
 */
export interface PortalColumn {
  id?: string;
  alias?: string;
  name: string;
  colUrl?: string | null;
  /** How the column renders: list (rows), html (template only), chart (echarts), todo (to-do rows). */
  colType?: string | number | null;
  dataMode?: string | number | null;
  dataFrom?: string | null;
  /** JSON text of the request parameters: an object, or a list of `{ name, value }`. */
  dataParam?: string | null;
  /** GET or POST. */
  requestType?: string | null;
  needPage?: boolean | number | string | null;
  templateHtml?: string | null;
  displayRights?: boolean | null;
  colHeight?: number | string | null;
}

export interface CarouselItem {
  id: string;
  image: string;
  bindAppId?: string | null;
  title?: string | null;
}

export interface AppEntry {
  id: string;
  name: string;
  icon?: string | null;
  iconColor?: string | null;
  mode: number | string;
  content?: string | null;
  custom?: number | string | boolean | null;
}

export interface MobileHome {
  layoutId?: string;
  alias?: string;
  name?: string;
  columns: PortalColumn[];
  carousel: CarouselItem[];
  apps: AppEntry[];
}

export interface AuthLayout {
  id: string;
  name: string;
  alias?: string;
  layoutType?: string | number;
  /** The layout shown now. */
  current?: boolean;
}

/** A public news item or notice (messageNews). */
export interface NewsItem {
  id: string;
  title: string;
  summary?: string | null;
  /** Sanitised HTML on the reading page. */
  content?: string | null;
  author?: string | null;
  cover?: string | null;
  publishTime?: number | string | null;
  createTime?: number | string | null;
}

/** A data-visualisation dashboard: its name and charts, each an echarts option. */
export type { PortalDatav as Dashboard } from '@baton/contracts';
