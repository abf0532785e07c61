import { describe, expect, it } from 'vitest';
import {
  FEATURE_FLAGS,
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAG_DESCRIPTIONS,
  isFeatureFlagName,
} from './feature-flags';

describe('FEATURE_FLAGS', () => {
  it('lists the five flag names of docs/product.md#feature-flags', () => {
    expect(FEATURE_FLAGS).toEqual([
      'SpringEasterEggs',
      'WinterEasterEggs',
      'ThePlanWelcomeEmail',
      'TheOngoing',
      'AdvisorRecommendations',
    ]);
  });

  it('gives every flag a default and a description, and nothing else', () => {
    expect(Object.keys(FEATURE_FLAG_DEFAULTS).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(Object.keys(FEATURE_FLAG_DESCRIPTIONS).sort()).toEqual([...FEATURE_FLAGS].sort());
    for (const name of FEATURE_FLAGS) {
      expect(FEATURE_FLAG_DESCRIPTIONS[name].length).toBeGreaterThan(0);
    }
  });

  it('starts the seasonal effects, The Ongoing and recommendations switched off', () => {
    expect(FEATURE_FLAG_DEFAULTS).toEqual({
      SpringEasterEggs: false,
      WinterEasterEggs: false,
      ThePlanWelcomeEmail: true,
      TheOngoing: false,
      AdvisorRecommendations: false,
    });
  });
});

describe('isFeatureFlagName', () => {
  it.each([
    'SpringEasterEggs',
    'WinterEasterEggs',
    'ThePlanWelcomeEmail',
    'TheOngoing',
    'AdvisorRecommendations',
  ])('accepts %s', (name) => {
    expect(isFeatureFlagName(name)).toBe(true);
  });

  it.each(['theongoing', 'TheOngoing ', 'Unknown', '', 'toString', 'constructor'])(
    'rejects %j',
    (name) => {
      expect(isFeatureFlagName(name)).toBe(false);
    },
  );
});
