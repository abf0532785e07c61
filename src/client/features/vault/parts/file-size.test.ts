// Sizes in the vault read the way the upload cap is stated.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../../shared/limits';
import { formatBytes } from './file-size';

describe('formatBytes', () => {
  it('counts small files in bytes', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1023)).toBe('1023 bytes');
  });

  it('uses one decimal below ten and whole numbers above', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12.4 * 1024 * 1024)).toBe('12 MB');
    expect(formatBytes(2.25 * 1024 * 1024 * 1024)).toBe('2.3 GB');
  });

  it('states the upload cap as the server message does', () => {
    expect(formatBytes(LIMITS.uploadBytes.max)).toBe('500 MB');
  });

  it('moves to the next unit instead of showing 1024 of the smaller one', () => {
    expect(formatBytes(1024 * 1024 - 10)).toBe('1 MB');
  });

  it('never shows a negative or broken number', () => {
    expect(formatBytes(-5)).toBe('0 bytes');
    expect(formatBytes(Number.NaN)).toBe('0 bytes');
  });
});
