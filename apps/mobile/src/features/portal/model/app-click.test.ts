import { describe, expect, it } from 'vitest';
import { decideAppClick, type AppClickContext, type AppEntryLike } from './app-click';

const routes: AppClickContext['routes'] = {
  templatePreview: (alias) => `/template/preview/${alias}`,
  chart: (id, name) => `/appContent?type=chart&id=${id}&appName=${name}`,
  agentStart: (defId) => `/work/agentStart/${defId}/0`,
  datavShow: (alias) => `/datavShow/${alias}`,
};

const user: AppClickContext = {
  guest: false,
  communityChosen: true,
  variables: {
    token: 'tok',
    userId: 'u1',
    account: 'zhangsan',
    tenantId: 't1',
    openId: '',
    rootTenantId: 'r',
  },
  routes,
};
const guest: AppClickContext = { ...user, guest: true, variables: { account: 'guest' } };

const entry = (mode: number, content: string, custom = 0): AppEntryLike => ({
  name: '应用',
  mode,
  content,
  custom,
});

describe('decideAppClick: click modes for a signed-in user', () => {
  it.each([
    ['1 in-app route', entry(1, '/work/myRequest'), { kind: 'navigate', to: '/work/myRequest' }],
    ['1 route without a slash', entry(1, 'work/myNotice'), { kind: 'navigate', to: '/work/myNotice' }],
    [
      '2 external with variables',
      entry(2, 'https://x.cn/?token=${token}&u={userId}&a={account}&t={tenantId}&r={rootTenantId}'),
      { kind: 'location', url: 'https://x.cn/?token=tok&u=u1&a=zhangsan&t=t1&r=r' },
    ],
    ['3 template preview', entry(3, 'wyglwygg'), { kind: 'navigate', to: '/template/preview/wyglwygg' }],
    ['4 chart', entry(4, 'r1'), { kind: 'navigate', to: '/appContent?type=chart&id=r1&appName=应用' }],
    ['5 agent start', entry(5, 'leave'), { kind: 'navigate', to: '/work/agentStart/leave/0' }],
    ['9 dashboard', entry(9, 'sales'), { kind: 'navigate', to: '/datavShow/sales' }],
    ['3 without alias', entry(3, ''), { kind: 'warn', text: 'dataListUnsupported' }],
    ['4 without chart', entry(4, ''), { kind: 'warn', text: 'chartUnsupported' }],
    ['6 desktop data list', entry(6, 'x'), { kind: 'warn', text: 'dataListUnsupported' }],
    ['7 desktop chart', entry(7, 'x'), { kind: 'warn', text: 'chartUnsupported' }],
    ['1 without content', entry(1, ''), { kind: 'none' }],
    [
      'mode as a string',
      { name: 'a', mode: '9', content: 'd', custom: '0' },
      { kind: 'navigate', to: '/datavShow/d' },
    ],
  ])('%s', (_name, app, expected) => {
    expect(decideAppClick(app, user)).toEqual(expected);
  });
});

describe('decideAppClick: guest rules', () => {
  it.each([
    [
      'external, not custom → 请登录 and login',
      entry(2, 'https://x.cn'),
      { kind: 'warn', text: 'pleaseLogin', login: true },
    ],
    [
      'external, custom → opens',
      entry(2, 'https://x.cn/?a={account}', 1),
      { kind: 'location', url: 'https://x.cn/?a=guest' },
    ],
    [
      'route, not custom → 请登录 and login',
      entry(1, '/work'),
      { kind: 'warn', text: 'pleaseLogin', login: true },
    ],
    [
      'route, custom → joins the whitelist',
      entry(1, '/template/preview/wyglwygg?x=1', 1),
      { kind: 'navigate', to: '/template/preview/wyglwygg?x=1', whitelist: '/template/preview/wyglwygg' },
    ],
    [
      'dashboard, custom (as "1") → joins the whitelist',
      { name: 'd', mode: 9, content: 'sales', custom: '1' },
      { kind: 'navigate', to: '/datavShow/sales', whitelist: '/datavShow/sales' },
    ],
  ])('%s', (_name, app, expected) => {
    expect(decideAppClick(app, guest)).toEqual(expected);
  });
});

describe('decideAppClick: community', () => {
  const none = { ...user, communityChosen: false };
  it('a non-custom entry needs a chosen community: 请先选择小区', () => {
    expect(decideAppClick(entry(1, '/work'), none)).toEqual({ kind: 'warn', text: 'chooseCommunity' });
  });
  it('a custom entry opens without one', () => {
    expect(decideAppClick(entry(1, '/work', 1), none)).toEqual({ kind: 'navigate', to: '/work' });
  });
});
