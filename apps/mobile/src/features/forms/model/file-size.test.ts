import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize (KB, or MB above 1 MB)', () => {
  it.each([
    [0, '0.00 KB'],
    [512, '0.50 KB'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1024 * 1024, '1024.00 KB'],
    [1024 * 1024 + 1, '1.00 MB'],
    [5.5 * 1024 * 1024, '5.50 MB'],
    [-1, ''],
    [undefined, ''],
  ])('%s bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
