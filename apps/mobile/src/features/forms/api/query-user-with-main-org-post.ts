import { directoryPageOptions } from './directory-page';

/** POST /api/user/v1/users/queryUserWithMainOrgPost: people in service, searched by name. */
export const usersQueryOptions = (keyword: string) =>
  directoryPageOptions('user', '/api/user/v1/users/queryUserWithMainOrgPost', 'fullname', keyword);
