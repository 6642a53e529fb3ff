import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderPage, testUser } from '../../test/render-app';
import { useSession } from '../../lib/session';
import { methodRights } from '../../lib/storage';
import { ok, serve } from '../../test/serve';
import { TabLayout } from './tab-layout';

const menu = (menuUrl: string, name: string) => ({
  id: menuUrl,
  alias: menuUrl,
  name,
  menuUrl,
  code: menuUrl,
  children: [],
});
const METHODS = { allMethod: ['bpm.start'], curUserMethod: [] };

function serveRights(menus: unknown[]) {
  return serve({
    '/sys/sysMenu/v1/getCurrentUserMenu': ok(menus),
    '/sys/sysMenu/v1/getCurrentUserMethodAuth': ok(METHODS),
    '/innermsg/messageReceiver/v1/getUnreadCount': ok(0),
  });
}

async function renderTabs() {
  useSession.getState().setUser(testUser());
  return renderPage(<TabLayout />, { path: '/home', routePath: '/home' });
}

afterEach(() => {
  useSession.getState().clearUser();
  methodRights.clear();
});

describe('the tab bar', () => {
  it('hides the address book from a user whose menus do not hold it', async () => {
    const calls = serveRights([menu('/home', '首页'), menu('/work', '工作')]);
    await renderTabs();
    const nav = screen.getByRole('navigation');
    await waitFor(() => expect(within(nav).queryByText('通讯录')).toBeNull());
    expect(within(nav).getByText('首页')).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(
      expect.arrayContaining([
        '/sys/sysMenu/v1/getCurrentUserMenu',
        '/sys/sysMenu/v1/getCurrentUserMethodAuth',
      ]),
    );
    await waitFor(() => expect(methodRights.get()).toEqual(METHODS));
  });

  it('shows the address book when a menu grants it, also once the menus have arrived', async () => {
    serveRights([menu('/home', '首页'), menu('/mailList', '通讯录')]);
    const { queryClient } = await renderTabs();
    await waitFor(() => expect(queryClient.getQueryState(['user', 'menus', 'u1'])?.status).toBe('success'));
    expect(within(screen.getByRole('navigation')).getByText('通讯录')).toBeTruthy();
  });
});
