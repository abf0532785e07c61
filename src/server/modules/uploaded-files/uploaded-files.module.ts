// The console's uploaded files in the server and the worker (module-manifest.ts, ADR 0047).
import { defineModule } from '../module-manifest';
import { createUploadedFilesService } from './uploaded-files.service';

export const uploadedFilesModule = defineModule({
  name: 'uploaded-files',
  create: ({ db, storage, now }) => ({
    uploadedFiles: createUploadedFilesService({ db, storage, now }),
  }),
});
