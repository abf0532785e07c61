// HTTP of the admin's Plan and Ongoing calls (docs/product.md#plans-admin): every one
// admin only. Both offerings have the same calls on their own paths, registered from one table.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  PLANS_ADMIN_LIMITS,
  PLANS_ADMIN_MESSAGES,
  adminInstanceDetailSchema,
  adminInstancePageSchema,
  adminInstanceQuerySchema,
  adminInvoiceSchema,
  adminMoneyBackRequestsSchema,
  adminSearchAnswerSchema,
  adminSignupDetailSchema,
  adminSignupPageSchema,
  adminSignupQuerySchema,
  adminSignupSchema,
  availabilityAnswerSchema,
  deleteAnswerSchema,
  editInstanceSchema,
  editInvoiceSchema,
  editSignupSchema,
  editSignupStatusSchema,
  editSignupTargetDateSchema,
  refreshInvoicesAnswerSchema,
  refreshInvoicesSchema,
} from '../../../shared/contracts/plans-admin';
import {
  createSignupSchema,
  createdSignupSchema,
} from '../../../shared/contracts/plans-admin-create';
import {
  PLANS_ADMIN_API,
  PLANS_ADMIN_API_PATTERNS_BY_KIND,
} from '../../../shared/routes/plans-admin-api';
import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY } from '../../http/access';
import { withSchemas } from '../../http/route-schemas';
import type { PlansAdminService } from './plans-admin.service';
import { ENGAGEMENT_KINDS } from '../../../shared/offerings/catalog';

const admin = { access: ADMIN_ONLY };
const idParams = z.object({ id: z.string() });
const searchParams = z.object({
  text: z
    .string()
    .trim()
    .min(PLANS_ADMIN_LIMITS.search.min, PLANS_ADMIN_MESSAGES.searchTooShort)
    .max(PLANS_ADMIN_LIMITS.search.max),
});

export function registerPlansAdminRoutes(app: FastifyInstance, plans: PlansAdminService): void {
  const routes = withSchemas(app);

  for (const kind of ENGAGEMENT_KINDS) {
    const paths = PLANS_ADMIN_API_PATTERNS_BY_KIND[kind];

    routes.get(
      paths.moneyBackRequests,
      { config: admin, schema: { response: { 200: adminMoneyBackRequestsSchema } } },
      async () => plans.moneyBackRequests(kind),
    );

    routes.get(
      paths.signups,
      {
        config: admin,
        schema: { querystring: adminSignupQuerySchema, response: { 200: adminSignupPageSchema } },
      },
      async (request) => plans.listSignups(kind, request.query),
    );
    routes.get(
      paths.signup,
      { config: admin, schema: { params: idParams, response: { 200: adminSignupDetailSchema } } },
      async (request) => plans.signup(kind, request.params.id),
    );
    routes.get(
      paths.instances,
      {
        config: admin,
        schema: {
          querystring: adminInstanceQuerySchema,
          response: { 200: adminInstancePageSchema },
        },
      },
      async (request) => plans.listInstances(kind, request.query),
    );
    routes.get(
      paths.instance,
      {
        config: admin,
        schema: { params: idParams, response: { 200: adminInstanceDetailSchema } },
      },
      async (request) => plans.instance(kind, request.params.id),
    );
    routes.post(
      paths.editSignup,
      { config: admin, schema: { body: editSignupSchema, response: { 200: adminSignupSchema } } },
      async (request) => {
        const { id, ...change } = request.body;
        return plans.followUp(kind, id, change, requireUser(request).id);
      },
    );
    routes.post(
      paths.createSignup,
      {
        config: admin,
        schema: { body: createSignupSchema, response: { 200: createdSignupSchema } },
      },
      async (request) => plans.createSignup(kind, request.body, requireUser(request).id),
    );
    routes.post(
      paths.editInstance,
      {
        config: admin,
        schema: { body: editInstanceSchema, response: { 200: adminInstanceDetailSchema } },
      },
      async (request) => plans.editInstance(kind, request.body, requireUser(request)),
    );
    routes.post(
      paths.editInvoice,
      { config: admin, schema: { body: editInvoiceSchema, response: { 200: adminInvoiceSchema } } },
      async (request) => plans.editInvoice(kind, request.body, requireUser(request).id),
    );
    routes.delete(
      paths.deleteSignup,
      { config: admin, schema: { params: idParams, response: { 200: deleteAnswerSchema } } },
      async (request) => plans.deleteSignup(kind, request.params.id, requireUser(request).id),
    );
    routes.delete(
      paths.deleteInstance,
      { config: admin, schema: { params: idParams, response: { 200: deleteAnswerSchema } } },
      async (request) => plans.deleteInstance(kind, request.params.id, requireUser(request).id),
    );
    routes.get(
      paths.search,
      {
        config: admin,
        schema: { params: searchParams, response: { 200: adminSearchAnswerSchema } },
      },
      async (request) => plans.search(kind, request.params.text),
    );
    routes.get(
      paths.availability,
      { config: admin, schema: { response: { 200: availabilityAnswerSchema } } },
      async () => plans.availability(kind),
    );
  }

  // The spec's Plan-only calls: the follow-up status and target date apart, and the refresh.
  routes.post(
    PLANS_ADMIN_API.editPlanSignupStatus,
    {
      config: admin,
      schema: { body: editSignupStatusSchema, response: { 200: adminSignupSchema } },
    },
    async (request) =>
      plans.followUp(
        'plan',
        request.body.id,
        { followUpStatus: request.body.followUpStatus },
        requireUser(request).id,
      ),
  );
  routes.post(
    PLANS_ADMIN_API.editPlanSignupTargetDate,
    {
      config: admin,
      schema: { body: editSignupTargetDateSchema, response: { 200: adminSignupSchema } },
    },
    async (request) =>
      plans.followUp(
        'plan',
        request.body.id,
        { targetDate: request.body.targetDate },
        requireUser(request).id,
      ),
  );
  routes.post(
    PLANS_ADMIN_API.refreshPlanInvoices,
    {
      config: admin,
      schema: { body: refreshInvoicesSchema, response: { 200: refreshInvoicesAnswerSchema } },
    },
    async (request) => plans.refreshInvoices(request.body.kind ?? 'plan', requireUser(request).id),
  );
}
