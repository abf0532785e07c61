// Feature flags (docs/product.md#feature-flags). Unknown flags read as false.
export const FEATURE_FLAGS = [
  'SpringEasterEggs',
  'WinterEasterEggs',
  'ThePlanWelcomeEmail',
  'TheOngoing',
  'AdvisorRecommendations',
] as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[number];

export const FEATURE_FLAG_DEFAULTS: Record<FeatureFlagName, boolean> = {
  SpringEasterEggs: false,
  WinterEasterEggs: false,
  ThePlanWelcomeEmail: true,
  TheOngoing: false,
  AdvisorRecommendations: false,
};

export const FEATURE_FLAG_DESCRIPTIONS: Record<FeatureFlagName, string> = {
  SpringEasterEggs: 'Spring flower that bursts into flowers when clicked.',
  WinterEasterEggs: 'Snow that falls over the page on hover.',
  ThePlanWelcomeEmail: 'Send the welcome email when a Plan starts.',
  TheOngoing: 'Offer The Ongoing relationship to clients.',
  AdvisorRecommendations: 'Recommend advisors to visitors.',
};

export function isFeatureFlagName(name: string): name is FeatureFlagName {
  return (FEATURE_FLAGS as readonly string[]).includes(name);
}
