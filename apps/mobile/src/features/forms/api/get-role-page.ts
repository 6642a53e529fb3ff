import { directoryPageOptions } from './directory-page';

/** POST /api/role/v1/roles/getRolePage: roles, searched by name. */
export const rolePageQueryOptions = (keyword: string) =>
  directoryPageOptions('role', '/api/role/v1/roles/getRolePage', 'name', keyword);
