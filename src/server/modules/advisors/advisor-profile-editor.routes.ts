// HTTP of the advisor's own public-profile editor (docs/product.md#profile-editor): read and save
// every field, and upload a photo. No path names an advisor: the service finds the caller's own.
import type { FastifyInstance } from 'fastify';
import {
  ADVISOR_PROFILE_MESSAGES,
  advisorPhotoUploadSchema,
  advisorProfileEditSchema,
  advisorProfileEditorSchema,
} from '../../../shared/contracts/advisor-profile';
import { AppError } from '../../../shared/errors';
import { INPUT_MESSAGES } from '../../../shared/input-rules';
import { LIMITS } from '../../../shared/limits';
import { ADVISOR_PROFILE_API } from '../../../shared/routes/advisor-profile-api';
import { requireUser } from '../../auth/access/request-user';
import { ADVISORS } from '../../http/access';
import { inputRejection } from '../../http/input-guard';
import { checkedInHandler, withSchemas } from '../../http/route-schemas';
import { UPLOAD_RATE_LIMIT, registerUploadParser } from '../vault/upload-part';
import type { AdvisorProfileEditorService } from './advisor-profile-editor.service';
import { NO_STORE } from '../../http/cache-headers';

/** Room for the form's boundaries and headers around the photo itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export function registerAdvisorProfileEditorRoutes(
  app: FastifyInstance,
  editor: AdvisorProfileEditorService,
): void {
  const routes = withSchemas(app);

  routes.get(
    ADVISOR_PROFILE_API.dashboard,
    { config: { access: ADVISORS }, schema: { response: { 200: advisorProfileEditorSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return editor.getOwnProfile(requireUser(request).id);
    },
  );

  routes.put(
    ADVISOR_PROFILE_API.dashboard,
    {
      config: { access: ADVISORS },
      schema: {
        body: checkedInHandler(advisorProfileEditSchema),
        response: { 200: advisorProfileEditorSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return editor.saveOwnProfile(requireUser(request).id, request.body);
    },
  );

  void app.register(async (scope) => {
    const maxBytes = LIMITS.advisorPhotoBytes.max;
    await registerUploadParser(scope, maxBytes);
    // A multipart form with one `file` part, read as a stream; its type is judged from its bytes.
    withSchemas(scope).post(
      ADVISOR_PROFILE_API.photo,
      {
        config: { access: ADVISORS, rateLimit: UPLOAD_RATE_LIMIT },
        schema: { consumes: ['multipart/form-data'], response: { 200: advisorPhotoUploadSchema } },
      },
      async (request, reply) => {
        void reply.headers(NO_STORE);
        const user = requireUser(request);
        const declared = Number(request.headers['content-length'] ?? 0);
        if (declared > maxBytes + FORM_OVERHEAD_BYTES) {
          throw new AppError('validation', undefined, {
            photo: [ADVISOR_PROFILE_MESSAGES.photoTooLarge],
          });
        }
        if (!request.isMultipart()) {
          throw new AppError('validation', undefined, {
            photo: [ADVISOR_PROFILE_MESSAGES.noPhoto],
          });
        }
        const part = await request.file().catch(() => {
          throw inputRejection({ photo: [INPUT_MESSAGES.badMultipart] });
        });
        if (!part) {
          throw new AppError('validation', undefined, {
            photo: [ADVISOR_PROFILE_MESSAGES.noPhoto],
          });
        }
        return editor.setOwnPhoto(user.id, part.file, part.mimetype);
      },
    );
  });
}
