import { describe, expect, it } from 'vitest';
import type { UserDetail } from '@baton/contracts';
import {
  departmentNames,
  gender,
  initials,
  orNone,
  postLines,
  roleNames,
  statusKey,
  visibleEntries,
  type EntryConditions,
} from './profile';

describe('statusKey', () => {
  it.each([
    [1, 'normal'],
    ['1', 'normal'],
    [0, 'disabled'],
    [-1, 'inactive'],
    [2, 'resigned'],
    [null, 'resigned'],
  ] as const)('status %s is %s', (status, key) => {
    expect(statusKey(status)).toBe(key);
  });
});

describe('orNone', () => {
  it.each([
    ['a@b.cn', 'a@b.cn'],
    ['', null],
    ['  ', null],
    [undefined, null],
  ])('%s gives %s', (value, expected) => {
    expect(orNone(value)).toBe(expected);
  });
});

const detail = {
  role: { roleName: '普通员工|部门经理|' },
  post: {
    a: {
      postId: 'p1',
      postName: '会计',
      postCode: 'kj',
      orgId: 'o1',
      orgName: '财务部',
      orgCode: 'cw',
      isMaster: '0',
    },
    b: {
      postId: 'p2',
      postName: '主管',
      postCode: 'zg',
      orgId: 'o2',
      orgName: '行政部',
      orgCode: 'xz',
      isMaster: '1',
    },
  },
  org: [
    { id: 'o1', name: '财务部', code: 'cw' },
    { id: 'o2', name: '行政部', code: 'xz' },
    { id: 'o1', name: '财务部', code: 'cw' },
  ],
} satisfies Pick<UserDetail, 'role' | 'post' | 'org'>;

describe('profile lists', () => {
  it('splits role names on |', () => {
    expect(roleNames(detail)).toEqual(['普通员工', '部门经理']);
  });

  it('puts the main post first', () => {
    expect(postLines(detail).map((p) => [p.name, p.main])).toEqual([
      ['主管', true],
      ['会计', false],
    ]);
  });

  it('lists each department once', () => {
    expect(departmentNames(detail)).toEqual(['财务部', '行政部']);
  });
});

describe('avatar and gender', () => {
  it.each([
    ['张三', '张三'],
    ['王小明', '小明'],
    ['张', '张'],
    ['欧阳娜娜', '欧'],
    ['艾克美管理员', '艾'],
    ['Ada Lovelace', 'AL'],
    ['', '?'],
  ])('initials of %s are %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it.each([
    ['男', 'male'],
    ['女', 'female'],
    ['M', 'male'],
    ['', null],
  ] as const)('sex %s is %s', (sex, expected) => {
    expect(gender(sex)).toBe(expected);
  });
});

describe('visibleEntries', () => {
  const base: EntryConditions = {
    loggedIn: true,
    nativeShell: false,
    miniProgram: false,
    openId: null,
    authorisedLayouts: 1,
  };

  it.each<[string, Partial<EntryConditions>, string[]]>([
    ['a browser user', {}, ['signature', 'changePassword']],
    ['the native shell', { nativeShell: true }, ['signature', 'update', 'changePassword']],
    ['a mini program without an open id', { miniProgram: true }, ['signature', 'changePassword']],
    [
      'a mini program with an open id',
      { miniProgram: true, openId: 'o1' },
      ['signature', 'bindMiniProgram', 'changePassword'],
    ],
    ['two authorised layouts', { authorisedLayouts: 2 }, ['signature', 'switchLayout', 'changePassword']],
    ['no user', { loggedIn: false }, []],
  ])('%s', (_label, change, expected) => {
    expect(visibleEntries({ ...base, ...change })).toEqual(expected);
  });
});
