// Modules are composed by the names they give; a name given twice is refused at start, naming the
// module, instead of the later one silently replacing the first for every module after it.
import { describe, expect, it } from 'vitest';
import type { Platform } from '../platform';
import { composeJobs, composeServices, defineModule } from './module-manifest';

const platform = {} as Platform;
const noop = async () => {};

describe('composing modules', () => {
  it('gives each module the names built before it', () => {
    const first = defineModule({ name: 'first', create: () => ({ greet: () => 'hello' }) });
    const second = defineModule({
      name: 'second',
      create: (_platform, needs: { greet: () => string }) => ({ shout: () => needs.greet() + '!' }),
    });
    const services = composeServices(platform, {}, [first, second] as const);
    expect(services.shout()).toBe('hello!');
  });

  it('refuses a service name given twice', () => {
    const first = defineModule({ name: 'first', create: () => ({ invoices: 1 }) });
    const second = defineModule({ name: 'second', create: () => ({ invoices: 2, other: 3 }) });
    expect(() => composeServices(platform, {}, [first, second] as const)).toThrow(
      "second's services give invoices again: each name is given once.",
    );
  });

  it('refuses a name the platform already gives', () => {
    const module = defineModule({ name: 'clock', create: () => ({ now: () => new Date() }) });
    expect(() => composeServices(platform, { now: () => new Date() }, [module] as const)).toThrow(
      "clock's services give now again",
    );
  });

  it('refuses a job name given twice', () => {
    const first = defineModule({
      name: 'first',
      create: () => ({}),
      jobs: () => ({ expireHolds: noop }),
    });
    const second = defineModule({
      name: 'second',
      create: () => ({}),
      jobs: () => ({ expireHolds: noop }),
    });
    const list = [first, second] as const;
    expect(() => composeJobs(list as never, {} as never)).toThrow(
      "second's jobs give expireHolds again",
    );
  });
});
