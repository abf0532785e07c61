import { describe, expect, it } from 'vitest';
import { changePayload, parseChangePayload } from './change-feed';

describe('change notices', () => {
  it('carry a topic and, when known, what within it changed', () => {
    expect(changePayload('advisors')).toBe('advisors');
    expect(changePayload('open-times', 'a-1')).toBe('open-times:a-1');
    expect(parseChangePayload('open-times:a-1')).toEqual({ topic: 'open-times', key: 'a-1' });
    expect(parseChangePayload('feature-flags')).toEqual({ topic: 'feature-flags' });
    expect(parseChangePayload('nothing:1')).toBeUndefined();
  });
});
