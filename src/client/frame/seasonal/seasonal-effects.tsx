// Decorative seasonal effects (docs/product.md#frame), each behind its flag. Their code loads only
// when the flag is on, so visitors without them download nothing more than these few lines.
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { useFeatureFlag } from '../../api/home';
import { withChunkTimeout } from '../../chunk-timeout';

// Decorations: a chunk that fails to load shows nothing rather than an error page.
const nothing = (): { default: ComponentType } => ({ default: () => null });

const SnowEffect = lazy(() =>
  withChunkTimeout(import('./snow-effect')).then(
    (module) => ({ default: module.SnowEffect }),
    nothing,
  ),
);
const SpringFlower = lazy(() =>
  withChunkTimeout(import('./spring-flower')).then(
    (module) => ({ default: module.SpringFlower }),
    nothing,
  ),
);

/**
 * Snow that starts when the pointer enters the site header, and a flower button on the top edge
 * of the footer. Mount it between the page's <main> and the footer.
 */
export function SeasonalEffects() {
  const winter = useFeatureFlag('WinterEasterEggs');
  const spring = useFeatureFlag('SpringEasterEggs');
  return (
    <>
      {winter && (
        <Suspense fallback={null}>
          <SnowEffect />
        </Suspense>
      )}
      {spring && (
        <Suspense fallback={null}>
          <SpringFlower />
        </Suspense>
      )}
    </>
  );
}
