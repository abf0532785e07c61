// What every store applies to the bytes themselves: the size cap, counted while the bytes
// stream past, and the byte range of a read checked against the object's size.
import { Transform } from 'node:stream';
import type { ByteRange } from './storage';
import { ObjectTooLargeError, RangeNotSatisfiableError } from './storage-rules';

/** A pass-through that fails the moment more than maxBytes have gone by. */
export function byteCap(maxBytes: number) {
  let bytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new ObjectTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
  return { transform, counted: () => bytes, exceeded: () => bytes > maxBytes };
}

/** The inclusive range to read, clamped to the object; RangeNotSatisfiableError outside it. */
export function rangeWithin(range: ByteRange, totalBytes: number): { start: number; end: number } {
  const last = totalBytes - 1;
  const end = Math.min(range.end ?? last, last);
  const valid =
    Number.isSafeInteger(range.start) &&
    Number.isSafeInteger(end) &&
    range.start >= 0 &&
    range.start <= end;
  if (!valid) throw new RangeNotSatisfiableError(totalBytes);
  return { start: range.start, end };
}
