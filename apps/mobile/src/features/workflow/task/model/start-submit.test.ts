import { describe, expect, it } from 'vitest';
import { startFailure, startTarget } from './start-submit';

describe('the start form', () => {
  it('code 6 asks 是否仍然启动流程？; code 3 lists the fields; 7 is silent', () => {
    expect(startFailure(6)).toEqual({ kind: 'confirm', key: 'failure.confirmStart' });
    expect(startFailure(3)).toEqual({ kind: 'fields' });
    expect(startFailure(7)).toEqual({ kind: 'silent' });
  });

  it('reads a definition id or key and a draft id (0 for none)', () => {
    const id = '0bf2d82f-535e-40c8-ac60-10a1617d509a';
    expect(startTarget(id, '0')).toEqual({ defId: id, instId: undefined });
    expect(startTarget(id, 'draft-1')).toEqual({ defId: id, instId: 'draft-1' });
    expect(startTarget('leave', undefined)).toEqual({ defKey: 'leave', instId: undefined });
  });
});
