import { describe, expect, it } from 'vitest';
import { intakeFromMatching } from './matching-intake';

describe('intakeFromMatching', () => {
  it('maps specialities to intake topics, in the intake’s order, once each', () => {
    expect(
      intakeFromMatching({
        specialities: ['tax-planning', 'retirement-planning', 'social-security', 'home-buying'],
        clientTypes: [],
      }),
    ).toEqual({ topics: ['retirement', 'debt', 'tax'] });
  });

  it('names the household only when a client type says it', () => {
    expect(
      intakeFromMatching({ specialities: [], clientTypes: ['teachers', 'families-with-children'] }),
    ).toEqual({ household: 'family' });
    expect(intakeFromMatching({ specialities: [], clientTypes: ['single-parents'] })).toEqual({
      household: 'single-parent',
    });
    expect(intakeFromMatching({ specialities: ['physicians'], clientTypes: ['retirees'] })).toEqual(
      {},
    );
  });
});
