import type { HttpResponse, SentConfig } from './http-client';
import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '../test/render-app';
import { http } from './http';
import { useSession } from './session';
import { localValues, sessionValues } from './storage';
import { signOut } from './sign-out';

const originalAdapter = http.defaults.adapter;

function serve(status: number) {
  const calls: string[] = [];
  http.defaults.adapter = async (config: SentConfig): Promise<HttpResponse> => {
    calls.push(`${config.method?.toUpperCase()} ${config.url} ${config.headers.Authorization}`);
    if (status !== 200) throw new Error('Network Error');
    return { data: { state: true, message: '' }, status, statusText: '', headers: {}, config, request: {} };
  };
  return calls;
}

afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('signOut', () => {
  it.each([
    { case: 'the server answers', status: 200 },
    { case: 'the server is out of reach', status: 0 },
  ])('calls GET /signout with the token and forgets the user and tokens when $case', async ({ status }) => {
    const user = testUser();
    useSession.getState().setUser(user);
    sessionValues.set('token', 'session.token.x');
    localValues.set('staffToken', 'staff.token.x');
    const calls = serve(status);
    await expect(signOut()).resolves.toBeUndefined();
    expect(calls).toEqual([`GET /signout Bearer ${user.token}`]);
    expect(useSession.getState().currentUser).toBeNull();
    expect(localValues.get('currentUser')).toBeNull();
    expect(sessionValues.get('token')).toBeNull();
    expect(localValues.get('staffToken')).toBeNull();
  });

  it('calls nothing when nobody is signed in', async () => {
    const calls = serve(200);
    await signOut();
    expect(calls).toEqual([]);
  });
});
