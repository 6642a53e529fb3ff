import { describe, expect, it } from 'vitest';
import type { FormTemplateFilter } from '@baton/contracts';
import { filterConditions, parseQQuerys } from './list-query';

describe('parseQQuerys', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['not json', []],
    ['"text"', []],
    ['{"state":"3"}', [{ property: 'state', value: '3', operation: 'EQUAL', relation: 'AND' }]],
    ['{"nested":{"a":1}}', []],
    [
      '[{"property":"state","value":"2","operation":"EQUAL"},{"nope":1}]',
      [{ property: 'state', value: '2', operation: 'EQUAL' }],
    ],
  ])('%j → %j', (text, querys) => {
    expect(parseQQuerys(text)).toEqual(querys);
  });
});

describe('filterConditions', () => {
  const filters: FormTemplateFilter[] = [
    { name: 'title', label: '标题', control: 'text', operation: 'LIKE' },
    { name: 'type', label: '类型', control: 'select', operation: 'EQUAL' },
    { name: 'day', label: '日期', control: 'dateRange', operation: 'BETWEEN' },
  ];
  it.each([
    [{}, []],
    [{ title: '  ' }, []],
    [{ title: ' 会议 ' }, [{ property: 'title', value: '会议', operation: 'LIKE', relation: 'AND' }]],
    [{ type: 'annual' }, [{ property: 'type', value: 'annual', operation: 'EQUAL', relation: 'AND' }]],
    [
      { day: ['2026-01-01', '2026-01-31'] },
      [
        {
          property: 'day',
          value: ['2026-01-01', '2026-01-31 23:59:59'],
          operation: 'BETWEEN',
          relation: 'AND',
        },
      ],
    ],
    [
      { day: ['2026-01-01', ''] },
      [{ property: 'day', value: '2026-01-01', operation: 'GREAT_EQUAL', relation: 'AND' }],
    ],
    [
      { day: ['', '2026-01-31'] },
      [{ property: 'day', value: '2026-01-31 23:59:59', operation: 'LESS_EQUAL', relation: 'AND' }],
    ],
  ] as const)('%j', (values, conditions) => {
    expect(filterConditions(filters, values as never)).toEqual(conditions);
  });
});
