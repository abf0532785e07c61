// The client's import directions of ADR 0022, as eslint.config.js enforces them: each wrong
// direction is reported, each right one is not. The probes are linted in memory under a path
// of the folder they pretend to live in; only the imported files must exist.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The cycle rule walks the imported files' whole graph and is not what these probes test.
const eslint = new ESLint({ overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`export * from '${importPath}';\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('client import directions', () => {
  it.each([
    ['ui imports a feature', 'src/client/ui/probe.ts', '../features/meetings/meeting-card'],
    ['ui imports a page', 'src/client/ui/probe.ts', '../pages/home/home-page'],
    ['frame imports a feature', 'src/client/frame/probe.ts', '../features/advisors/advisor-card'],
    ['api imports a feature', 'src/client/api/probe.ts', '../features/vault/vault-api'],
    [
      'a feature imports a page',
      'src/client/features/meetings/probe.ts',
      '../../pages/dashboard/dashboard-overview',
    ],
    [
      'a page area imports another area',
      'src/client/pages/home/probe.ts',
      '../services/services-page',
    ],
    [
      'a feature imports the internals of another',
      'src/client/features/booking/probe.ts',
      '../meetings/parts/slot-picker',
    ],
    [
      'a page imports the internals of a feature',
      'src/client/pages/account/probe.ts',
      '../../features/vault/parts/file-size',
    ],
    [
      'a test imports the internals of another feature',
      'src/client/features/recordings/probe.test.ts',
      '../meetings/parts/join-window',
    ],
  ])('reports: %s', async (_case, filePath, importPath) => {
    const errors = await boundaryErrors(filePath, importPath);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('ADR 0022');
  });

  it.each([
    [
      'a page imports a feature',
      'src/client/pages/account/probe.ts',
      '../../features/vault/vault-files',
    ],
    ['a feature imports its own parts', 'src/client/features/vault/probe.ts', './parts/file-size'],
    [
      'a feature imports another feature’s root',
      'src/client/features/booking/probe.ts',
      '../meetings/meeting-card',
    ],
    ['a feature imports ui', 'src/client/features/meetings/probe.ts', '../../ui/money'],
    ['a feature imports api', 'src/client/features/meetings/probe.ts', '../../api/http'],
    ['ui imports ui', 'src/client/ui/probe.ts', './money'],
    ['the route table imports a page area', 'src/client/probe.ts', './pages/home/home-head'],
    [
      'a test renders pages of two areas',
      'src/client/pages/home/probe.test.ts',
      '../services/services-page',
    ],
  ])('allows: %s', async (_case, filePath, importPath) => {
    expect(await boundaryErrors(filePath, importPath)).toEqual([]);
  });
});
