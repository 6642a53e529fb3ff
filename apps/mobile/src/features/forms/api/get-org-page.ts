import { directoryPageOptions } from './directory-page';

/** POST /api/org/v1/orgs/getOrgPage: organisations, searched by name. */
export const orgPageQueryOptions = (keyword: string) =>
  directoryPageOptions('org', '/api/org/v1/orgs/getOrgPage', 'name', keyword);
