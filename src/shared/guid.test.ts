import { describe, expect, it } from 'vitest';
import { isGuid } from './guid';

describe('isGuid', () => {
  it.each([
    ['version 1', 'c232ab00-9414-11ec-b3c8-9f6bdeced846'],
    ['version 2', '000003e8-9414-21ec-8a00-325096b39f47'],
    ['version 3', '6fa459ea-ee8a-3ca4-894e-db77e160355e'],
    ['version 4', '3f2504e0-4f89-41d3-9a0c-0305e82c3301'],
    ['version 5', '886313e1-3b8a-5372-9b90-0c9aee199e5d'],
  ])('accepts a %s guid', (_version, text) => {
    expect(isGuid(text)).toBe(true);
  });

  it('accepts upper-case and mixed-case hexadecimal', () => {
    expect(isGuid('3F2504E0-4F89-41D3-9A0C-0305E82C3301')).toBe(true);
    expect(isGuid('3f2504E0-4F89-41d3-9a0C-0305e82c3301')).toBe(true);
  });

  it.each([
    ['version 0 (the nil guid)', '00000000-0000-0000-0000-000000000000'],
    ['version 0', '3f2504e0-4f89-01d3-9a0c-0305e82c3301'],
    ['version 6', '1ec9414c-232a-6b00-b3c8-9e6bdeced846'],
    ['version 7', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'],
    ['version 8', '3f2504e0-4f89-81d3-9a0c-0305e82c3301'],
    ['version f', '3f2504e0-4f89-f1d3-9a0c-0305e82c3301'],
  ])('rejects a %s guid', (_version, text) => {
    expect(isGuid(text)).toBe(false);
  });

  it.each([
    ['empty text', ''],
    ['no hyphens', '3f2504e04f8941d39a0c0305e82c3301'],
    ['braces', '{3f2504e0-4f89-41d3-9a0c-0305e82c3301}'],
    ['surrounding spaces', ' 3f2504e0-4f89-41d3-9a0c-0305e82c3301 '],
    ['a trailing newline', '3f2504e0-4f89-41d3-9a0c-0305e82c3301\n'],
    ['a short first group', '3f2504e-4f89-41d3-9a0c-0305e82c3301'],
    ['a long first group', '3f2504e00-4f89-41d3-9a0c-0305e82c3301'],
    ['a short last group', '3f2504e0-4f89-41d3-9a0c-0305e82c330'],
    ['a long last group', '3f2504e0-4f89-41d3-9a0c-0305e82c33011'],
    ['groups 8-4-4-4-12 misplaced', '3f2504e0-4f8941d3-9a0c-0305-e82c3301'],
    ['a non-hexadecimal letter', '3f2504e0-4f89-41d3-9a0c-0305e82c330g'],
    ['underscores instead of hyphens', '3f2504e0_4f89_41d3_9a0c_0305e82c3301'],
    ['an extra group', '3f2504e0-4f89-41d3-9a0c-0305e82c3301-0000'],
    ['a prefix', 'urn:uuid:3f2504e0-4f89-41d3-9a0c-0305e82c3301'],
  ])('rejects %s', (_shape, text) => {
    expect(isGuid(text)).toBe(false);
  });
});
