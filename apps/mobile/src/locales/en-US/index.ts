import antd from 'antd-mobile/es/locales/en-US';
import auth from './auth.json';
import common from './common.json';
import errors from './errors.json';
import home from './home.json';
import http from './http.json';
import personal from './personal.json';
import tenant from './tenant.json';

export const resources = { common, errors, auth, personal, tenant, home, http };
export { antd };
