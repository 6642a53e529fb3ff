import { describe, expect, it } from 'vitest';
import { mayView, shortCodeOf } from './service';

const member = { guest: false, ids: { user: ['u1'], org: ['o1'], post: ['p1'], role: ['staff'] } };
const guest = { guest: true, ids: { user: [], org: [], post: [], role: [] } };

describe('mayView', () => {
  it.each([
    ['no setting: members', null, member, true],
    ['no setting: not guests', null, guest, false],
    ['open to guests: guests', '{"guest":true}', guest, true],
    ['open to guests: members too', '{"guest":true}', member, true],
    ['by role held', '{"role":["staff"]}', member, true],
    ['by role not held', '{"role":["finance"]}', member, false],
    ['by org held', '{"org":["o2","o1"]}', member, true],
    ['by user held', '{"user":["u1"]}', member, true],
    ['any list matches', '{"user":["u9"],"post":["p1"]}', member, true],
    ['lists for members only keep guests out', '{"role":["staff"]}', guest, false],
    ['empty lists: every member', '{"role":[]}', member, true],
    ['unreadable setting: nobody', '{broken', member, false],
    ['unreadable setting (array): nobody', '["staff"]', member, false],
  ])('%s', (_case, rights, viewer, expected) => {
    expect(mayView(rights, viewer)).toBe(expected);
  });
});

describe('shortCodeOf', () => {
  it.each([
    ['abc123', 'abc123'],
    ['/surl/abc123', 'abc123'],
    ['/surl/abc123?x=1', 'abc123'],
    ['https://baton.example/app/surl/abc123#top', 'abc123'],
    ['/surl/', ''],
  ])('%s gives %s', (input, code) => {
    expect(shortCodeOf(input)).toBe(code);
  });
});
