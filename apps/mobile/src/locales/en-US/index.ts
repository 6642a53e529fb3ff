import antd from 'antd-mobile/es/locales/en-US';
import auth from './auth.json';
import common from './common.json';
import contacts from './contacts.json';
import errors from './errors.json';
import flow from './flow.json';
import forms from './forms.json';
import home from './home.json';
import http from './http.json';
import messages from './messages.json';
import news from './news.json';
import personal from './personal.json';
import task from './task.json';
import tenant from './tenant.json';
import work from './work.json';

export const resources = {
  common,
  errors,
  auth,
  personal,
  tenant,
  home,
  http,
  forms,
  work,
  messages,
  contacts,
  news,
  flow,
  task,
};
export { antd };
