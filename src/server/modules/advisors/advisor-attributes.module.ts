// The advisor attributes admins keep, in the server and the worker (module-manifest.ts).
import type { ChangeFeed } from '../../cache/change-feed';
import { defineModule } from '../module-manifest';
import { createAdvisorAttributesService } from './advisor-attributes.service';

export const advisorAttributesModule = defineModule({
  name: 'advisor-attributes',
  create: ({ db }, { changes }: { changes: ChangeFeed }) => ({
    advisorAttributes: createAdvisorAttributesService({
      db,
      // The plans module subscribes the advisors' caches to this topic on every instance.
      onAttributesChange: () => void changes.publish('advisors'),
    }),
  }),
});
