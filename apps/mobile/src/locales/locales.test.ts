import { describe, expect, it } from 'vitest';
import { resources as enUS } from './en-US';
import { resources as zhCN } from './zh-CN';
import { resources as zhTW } from './zh-TW';

function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    leaves(v, prefix ? `${prefix}.${k}` : k),
  );
}

const locales = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW };

describe('texts', () => {
  it.each(Object.keys(zhCN))('namespace %s has the same keys in every language', (ns) => {
    const keys = (r: Record<string, unknown>) =>
      leaves(r[ns])
        .map(([k]) => k)
        .sort();
    expect(keys(enUS)).toEqual(keys(zhCN));
    expect(keys(zhTW)).toEqual(keys(zhCN));
  });

  it('English change-password placeholders fit a 320 px wide field', () => {
    const { oldPlaceholder, newPlaceholder, confirmPlaceholder } = enUS.personal.password;
    for (const text of [oldPlaceholder, newPlaceholder, confirmPlaceholder])
      expect(text.length).toBeLessThanOrEqual(22);
  });

  it.each([
    ['郵箱', '電子郵件'],
    ['工作臺', '工作台'],
  ])('zh-TW says %s as %s', (mainland, taiwan) => {
    const texts = leaves(zhTW).map(([, v]) => v);
    expect(texts.filter((v) => v.includes(mainland))).toEqual([]);
    expect(texts.some((v) => v.includes(taiwan))).toBe(true);
  });

  it.each(Object.entries(locales))('%s has no empty text', (_locale, resources) => {
    expect(leaves(resources).filter(([, v]) => !v.trim())).toEqual([]);
  });
});
