import { describe, expect, it } from 'vitest';
import { stateOfZip } from './zip-codes';
import { isStateAbbreviation } from './us-states';

describe('stateOfZip', () => {
  it.each([
    ['10001', 'NY'],
    ['00501', 'NY'],
    ['94103', 'CA'],
    ['60601', 'IL'],
    ['73301', 'TX'],
    ['75201', 'TX'],
    ['73102', 'OK'],
    ['96799', 'AS'],
    ['96813', 'HI'],
    ['96910', 'GU'],
    ['96950', 'MP'],
    ['00901', 'PR'],
    ['00802', 'VI'],
    ['02108', 'MA'],
    ['05501', 'MA'],
    ['05401', 'VT'],
    ['20001', 'DC'],
    ['20101', 'VA'],
    ['21201', 'MD'],
    ['30303', 'GA'],
    ['33101', 'FL'],
    ['39901', 'GA'],
    ['79901', 'TX'],
    ['88510', 'TX'],
    ['87101', 'NM'],
    ['89101', 'NV'],
    ['84101', 'UT'],
    ['97201', 'OR'],
    ['98101', 'WA'],
    ['99501', 'AK'],
  ])('%s is in %s', (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
    expect(isStateAbbreviation(state)).toBe(true);
  });

  it.each(['00000', '00100', '09012', '34001', '96201', '1000', '100011', 'abcde', ''])(
    '%j has no state',
    (zip) => {
      expect(stateOfZip(zip)).toBeUndefined();
    },
  );
});
