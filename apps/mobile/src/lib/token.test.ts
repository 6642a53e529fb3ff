import { describe, expect, it } from 'vitest';
import { makeJwt } from '../test/jwt';
import { decodeJwtPayload, isStoredUserValid, shouldRefresh } from './token';

const NOW = 1_800_000_000;

describe('decodeJwtPayload', () => {
  it('reads the claims of a base64url payload, including non-ASCII text', () => {
    const token = makeJwt({ exp: NOW, tenantId: 't1', rootTenantId: 'root', name: '张三?>>' });
    expect(decodeJwtPayload(token)).toMatchObject({
      exp: NOW,
      tenantId: 't1',
      rootTenantId: 'root',
      name: '张三?>>',
    });
  });

  it.each([null, undefined, '', 'abc', 'a.b', 'a.!!!.c', `a.${btoa('"text"')}.c`, 'a.b.c.d'])(
    'answers null for %j',
    (token) => {
      expect(decodeJwtPayload(token)).toBeNull();
    },
  );
});

describe('stored user validity: three parts and expiry more than 7200 s ahead', () => {
  it.each([
    { case: 'expires in 7201 s', exp: NOW + 7201, valid: true },
    { case: 'expires in one day', exp: NOW + 86400, valid: true },
    { case: 'expires in exactly 7200 s', exp: NOW + 7200, valid: false },
    { case: 'expires in 7199 s', exp: NOW + 7199, valid: false },
    { case: 'already expired', exp: NOW - 1, valid: false },
  ])('$case → $valid', ({ exp, valid }) => {
    expect(isStoredUserValid({ token: makeJwt({ exp }) }, NOW)).toBe(valid);
  });

  it.each([
    { case: 'no user', user: null },
    { case: 'no token', user: { token: '' } },
    {
      case: 'two parts',
      user: {
        token: makeJwt({ exp: NOW + 86400 })
          .split('.')
          .slice(0, 2)
          .join('.'),
      },
    },
    { case: 'four parts', user: { token: `${makeJwt({ exp: NOW + 86400 })}.x` } },
    { case: 'no exp claim', user: { token: makeJwt({ sub: 'u' }) } },
  ])('$case → invalid', ({ user }) => {
    expect(isStoredUserValid(user, NOW)).toBe(false);
  });
});

describe('refresh when the token age reaches one fifth of its lifetime', () => {
  const login = 1_700_000_000_000;
  it.each([
    { expiration: 86400, ageMs: 17_279_999, refresh: false },
    { expiration: 86400, ageMs: 17_280_000, refresh: true },
    { expiration: 86400, ageMs: 17_280_001, refresh: true },
    { expiration: 3600, ageMs: 719_999, refresh: false },
    { expiration: 3600, ageMs: 720_000, refresh: true },
    { expiration: 7, ageMs: 1399, refresh: false },
    { expiration: 7, ageMs: 1400, refresh: true },
    { expiration: 86400, ageMs: 0, refresh: false },
    { expiration: 0, ageMs: 10_000, refresh: false },
    { expiration: Number.NaN, ageMs: 10_000, refresh: false },
  ])('lifetime $expiration s, age $ageMs ms → $refresh', ({ expiration, ageMs, refresh }) => {
    expect(shouldRefresh(login, expiration, login + ageMs)).toBe(refresh);
  });
});
