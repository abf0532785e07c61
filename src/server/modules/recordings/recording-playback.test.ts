// Reading a Range header: one byte range is honoured, a range past the end is unsatisfiable, and
// anything else (several ranges, other units, nonsense) asks for the whole object.
import { describe, expect, it } from 'vitest';
import { readRangeHeader } from './recording-playback';

describe('readRangeHeader', () => {
  it.each([
    ['bytes=0-99', { kind: 'range', range: { start: 0, end: 99 } }],
    ['bytes=100-', { kind: 'range', range: { start: 100 } }],
    ['bytes=990-5000', { kind: 'range', range: { start: 990, end: 5000 } }],
    ['bytes=-10', { kind: 'range', range: { start: 990 } }],
    ['bytes=-5000', { kind: 'range', range: { start: 0 } }],
    ['BYTES=1-2', { kind: 'range', range: { start: 1, end: 2 } }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['bytes=9-3', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=99999999999999999999-', { kind: 'whole' }],
  ])('reads %s of 1000 bytes', (header, expected) => {
    expect(readRangeHeader(header, 1000)).toEqual(expected);
  });

  it('asks for the whole object without a header or a known size', () => {
    expect(readRangeHeader(undefined, 1000)).toEqual({ kind: 'whole' });
    expect(readRangeHeader('bytes=0-1', null)).toEqual({ kind: 'whole' });
  });
});
