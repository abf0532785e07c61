// Reads the first bytes of a stream to judge it, then hands on a stream of the whole: the head
// and everything after it, still streamed (nothing beyond the head is held in memory).
import { Readable } from 'node:stream';

export async function splitHead(
  source: Readable,
  headBytes: number,
): Promise<{ head: Buffer; whole: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  while (length < headBytes) {
    const next = await iterator.next();
    if (next.done) break;
    const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    chunks.push(chunk);
    length += chunk.length;
  }
  const read = Buffer.concat(chunks, length);
  async function* replay() {
    if (read.length > 0) yield read;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    }
  }
  return {
    head: read.subarray(0, headBytes),
    whole: Readable.from(replay(), { objectMode: false }),
  };
}
