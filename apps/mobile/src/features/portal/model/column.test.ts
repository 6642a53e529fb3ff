import { describe, expect, it } from 'vitest';
import { columnHeight, columnKind, columnParams, isPost, renderTemplate, visibleColumns } from './column';

describe('visibleColumns', () => {
  const columns = [
    { name: 'a', displayRights: true },
    { name: 'b', displayRights: false },
    { name: 'c', displayRights: null },
  ];
  it('shows only columns with displayRights true', () => {
    expect(visibleColumns(columns).map((c) => c.name)).toEqual(['a']);
  });
  it('a preview shows every column', () => {
    expect(visibleColumns(columns, true).map((c) => c.name)).toEqual(['a', 'b', 'c']);
  });
});

describe('columnParams', () => {
  it.each([
    ['{"pageSize":5,"type":"news"}', { pageSize: 5, type: 'news' }],
    ['[{"name":"alias","value":"x"},{"name":"n"}]', { alias: 'x', n: '' }],
    ['not json', {}],
    ['', {}],
    [null, {}],
    ['42', {}],
  ])('%s → %j', (text, params) => {
    expect(columnParams(text)).toEqual(params);
  });
});

describe('columnKind, isPost, columnHeight', () => {
  it.each([
    [{ colType: 'chart' }, 'chart'],
    [{ colType: 3 }, 'chart'],
    [{ colType: 'list', templateHtml: '<p>x</p>' }, 'html'],
    [{ colType: 'list', templateHtml: '  ' }, 'list'],
    [{}, 'list'],
  ])('%j is a %s column', (column, kind) => {
    expect(columnKind(column)).toBe(kind);
  });
  it.each([
    ['POST', true],
    ['post', true],
    ['GET', false],
    [null, false],
  ])('requestType %s posts: %s', (requestType, post) => {
    expect(isPost({ requestType })).toBe(post);
  });
  it.each([
    [240, 240],
    ['300px', 300],
    ['', undefined],
    [0, undefined],
    [99999, 2000],
  ])('colHeight %j → %j', (height, px) => {
    expect(columnHeight(height)).toBe(px);
  });
});

describe('renderTemplate', () => {
  it('fills fields and repeats sections, escaping values', () => {
    const html = renderTemplate(
      '<ul>{{#rows}}<li>{{title}} · {{user.name}}</li>{{/rows}}</ul>{{^rows}}无{{/rows}}',
      {
        rows: [
          { title: 'A&B', user: { name: '张三' } },
          { title: '<img src=x onerror=alert(1)>', user: { name: '李四' } },
        ],
      },
    );
    expect(html).toBe('<ul><li>A&amp;B · 张三</li><li>&lt;img src=x onerror=alert(1)&gt; · 李四</li></ul>');
  });

  it('an empty list shows the inverted section', () => {
    expect(renderTemplate('{{#rows}}x{{/rows}}{{^rows}}暂无数据{{/rows}}', { rows: [] })).toBe('暂无数据');
  });

  it('outer fields are visible inside a section; unknown fields are empty', () => {
    expect(
      renderTemplate('{{#rows}}{{unit}}{{n}}{{missing}};{{/rows}}', {
        unit: '¥',
        rows: [{ n: 1 }, { n: 2 }],
      }),
    ).toBe('¥1;¥2;');
  });
});
