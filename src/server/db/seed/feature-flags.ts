// Initial feature flags: every known flag with its default, so the admin screen lists them all.
import {
  FEATURE_FLAG_DEFAULTS,
  FEATURE_FLAG_DESCRIPTIONS,
  FEATURE_FLAGS,
} from '../../../shared/feature-flags';
import type { FeatureFlagName } from '../../../shared/feature-flags';

export interface SeedFeatureFlag {
  id: FeatureFlagName;
  value: boolean;
  description: string;
}

export const SEED_FEATURE_FLAGS: readonly SeedFeatureFlag[] = FEATURE_FLAGS.map((id) => ({
  id,
  value: FEATURE_FLAG_DEFAULTS[id],
  description: FEATURE_FLAG_DESCRIPTIONS[id],
}));
