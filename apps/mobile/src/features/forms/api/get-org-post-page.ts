import { directoryPageOptions } from './directory-page';

/** POST /api/org/v1/orgPosts/getOrgPostPage: posts, searched by name. */
export const orgPostPageQueryOptions = (keyword: string) =>
  directoryPageOptions('post', '/api/org/v1/orgPosts/getOrgPostPage', 'name', keyword);
