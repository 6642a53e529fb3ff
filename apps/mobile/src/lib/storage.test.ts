import { describe, expect, it } from 'vitest';
import { SESSION_KEYS, localKey, localValues, sessionValues } from './storage';

describe('session values (spec §3)', () => {
  it('keeps exactly the eight session values of the spec', () => {
    expect(SESSION_KEYS).toEqual([
      'tenantId',
      'appID',
      'projectType',
      'token',
      'layoutAlias',
      'subTenantId',
      'subTenantName',
      'tenantCode',
    ]);
  });

  it.each(SESSION_KEYS)('stores %s in sessionStorage under its own name', (key) => {
    sessionValues.set(key, 'v-1');
    expect(sessionStorage.getItem(key)).toBe('v-1');
    expect(sessionValues.get(key)).toBe('v-1');
    sessionValues.remove(key);
    expect(sessionValues.get(key)).toBeNull();
  });
});

describe('local values are prefixed by tenantId and appID', () => {
  it.each([
    { tenantId: 't1', appID: 'a1', key: 't1_a1_currentUser' },
    { tenantId: 't1', appID: null, key: 't1__currentUser' },
    { tenantId: null, appID: 'a1', key: '_a1_currentUser' },
    { tenantId: null, appID: null, key: '__currentUser' },
  ])('tenant $tenantId, app $appID → $key', ({ tenantId, appID, key }) => {
    if (tenantId) sessionValues.set('tenantId', tenantId);
    if (appID) sessionValues.set('appID', appID);
    expect(localKey('currentUser')).toBe(key);
  });

  it('keeps the values of two tenants apart', () => {
    sessionValues.set('tenantId', 'demo');
    localValues.set('openId', 'open-demo');
    sessionValues.set('tenantId', 'acme');
    expect(localValues.get('openId')).toBeNull();
    localValues.set('openId', 'open-acme');
    sessionValues.set('tenantId', 'demo');
    expect(localValues.get('openId')).toBe('open-demo');
    expect(localStorage.getItem('demo__openId')).toBe('open-demo');
    expect(localStorage.getItem('acme__openId')).toBe('open-acme');
  });

  it.each([
    'staffToken',
    'platformType',
    'openId',
    'rootTenantId',
    'lastVisitedPath',
    'layoutAlias',
    'service',
    'locale',
    'theme',
  ] as const)('stores the text value %s as it is', (key) => {
    sessionValues.set('tenantId', 'T');
    sessionValues.set('appID', 'A');
    localValues.set(key, 'zh-TW');
    expect(localStorage.getItem(`T_A_${key}`)).toBe('zh-TW');
    expect(localValues.get(key)).toBe('zh-TW');
  });

  it('stores the current user and the router stack as JSON and reads them back', () => {
    const user = {
      token: 'a.b.c',
      userId: 'u1',
      account: 'zhangsan',
      username: '张三',
      userAttrs: { tenantId: 't1' },
      loginTime: 1,
      expiration: 86400,
    };
    localValues.set('currentUser', user);
    localValues.set('routerStack', ['/home', '/personal']);
    expect(JSON.parse(localStorage.getItem('__currentUser')!)).toEqual(user);
    expect(localValues.get('currentUser')).toEqual(user);
    expect(localValues.get('routerStack')).toEqual(['/home', '/personal']);
  });

  it('answers null for a damaged JSON value instead of throwing', () => {
    localStorage.setItem('__currentUser', '{not json');
    expect(localValues.get('currentUser')).toBeNull();
  });

  it('removes a value', () => {
    localValues.set('theme', 'red');
    localValues.remove('theme');
    expect(localValues.get('theme')).toBeNull();
  });
});
