import antd from 'antd-mobile/es/locales/zh-CN';
import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import http from './http.json';

/**
 * The default language's texts that ship with the app's first script: what the login page, error pages and the
 * HTTP client say. Every other namespace loads with the first screen that uses it (app/i18n.ts).
 */
export const resources = { common, errors, auth, http };
export { antd };
