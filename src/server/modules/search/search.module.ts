// The console-wide search's part in the server and the worker (module-manifest.ts).
import { defineModule } from '../module-manifest';
import { createSearchService } from './search.service';

export const searchModule = defineModule({
  name: 'search',
  create: ({ db, now }) => ({ adminSearch: createSearchService({ db, now }) }),
});
