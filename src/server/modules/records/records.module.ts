// The records module's part in the server and the worker (module-manifest.ts): the advisor's
// compliance (books-and-records) report (docs/product.md#compliance-report, ADR 0036).
import { defineModule } from '../module-manifest';
import { createRecordsService } from './records.service';

export const recordsModule = defineModule({
  name: 'records',
  create: ({ db, now }) => ({ records: createRecordsService({ db, now }) }),
});
