import { describe, expect, it } from 'vitest';
import { findRoute, paths } from './paths';

describe('paths', () => {
  it.each([
    ['/', 'root', { anonymous: false, custom: true }],
    ['/login', 'login', { anonymous: true, custom: false }],
    ['/login/acme', 'loginTenant', { anonymous: true, custom: false }],
    ['/home', 'home', { anonymous: false, custom: true }],
    ['/home/demo', 'homeTenant', { anonymous: false, custom: true }],
    ['/work', 'work', { anonymous: false, custom: true }],
    ['/personal', 'personal', { anonymous: false, custom: false }],
    ['/work/myMatters/1', 'myMattersTab', { anonymous: false, custom: false }],
    ['/work/MyTurnOutList', 'myTurnOutList', { anonymous: false, custom: false }],
    ['/inst/i1', 'inst', { anonymous: false, custom: false }],
    ['/inst/i1/todo', 'instType', { anonymous: false, custom: false }],
    ['/dingTalk', 'dingTalk', { anonymous: true, custom: false }],
    ['/parking_payment', 'parkingPayment', { anonymous: true, custom: false }],
    ['/surl/abc', 'shortLink', { anonymous: true, custom: false }],
    ['/nowhere', 'notFound', { anonymous: true, custom: false }],
  ])('%s is %s', (pathname, name, flags) => {
    expect(findRoute(pathname)).toEqual({ name, flags });
  });

  it('builds hrefs with encoded parts and queries', () => {
    expect(paths.login.href('/work/myMatters/0?x=1')).toBe('/login?redirect=%2Fwork%2FmyMatters%2F0%3Fx%3D1');
    expect(paths.login.href()).toBe('/login');
    expect(paths.loginTenant.href('acme')).toBe('/login/acme');
    expect(paths.myMattersTab.href(1)).toBe('/work/myMatters/1');
    expect(paths.agentStart.href('d1')).toBe('/work/agentStart/d1/0');
    expect(paths.templatePreview.href('wdyylb')).toBe('/template/preview/wdyylb');
    expect(paths.templateForm.href('jfkzt', 'edit', { roomId: 'r1', time: '2026-01' })).toBe(
      '/templateForm/jfkzt/edit?roomId=r1&time=2026-01',
    );
    expect(paths.healthyAddFamily.href('add')).toBe('/healthy/addFamily?type=add');
    expect(paths.messageFillPage.href('链接已失效')).toBe(
      `/messageFillPage/${encodeURIComponent('链接已失效')}`,
    );
  });
});
