import { directoryPageOptions } from './directory-page';

/** POST /api/user/v1/users/queryByType: people of the tenant, searched by name. */
export const usersQueryOptions = (keyword: string) =>
  directoryPageOptions('user', '/api/user/v1/users/queryByType', 'fullname', keyword);
