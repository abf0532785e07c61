// API paths of the admin's Plan and Ongoing calls (docs/product.md#plans-admin, under /api/admin/), and the
// advisor's follow-up of their own clients' signups.
import { fillPath } from './fill-path';
import type { EngagementKind } from '../offerings/catalog';

export const PLANS_ADMIN_API_PATTERNS = {
  planSignup: '/api/admin/get-the-plan-signup/:id',
  ongoingSignup: '/api/admin/get-the-ongoing-signup/:id',
  planInstance: '/api/admin/get-the-plan-instance/:id',
  ongoingInstance: '/api/admin/get-the-ongoing-instance/:id',
  deletePlanSignup: '/api/admin/delete-the-plan-signup/:id',
  deleteOngoingSignup: '/api/admin/delete-the-ongoing-signup/:id',
  deletePlanInstance: '/api/admin/delete-the-plan-instance/:id',
  deleteOngoingInstance: '/api/admin/delete-the-ongoing-instance/:id',
  planSearch: '/api/admin/the-plan/search/:text',
  ongoingSearch: '/api/admin/the-ongoing/search/:text',
  advisorSignupFollowUp: '/api/dashboard/signups/:signupId/follow-up',
} as const;

const P = PLANS_ADMIN_API_PATTERNS;

export const PLANS_ADMIN_API = {
  planSignups: '/api/admin/get-the-plan-signups',
  ongoingSignups: '/api/admin/get-the-ongoing-signups',
  planSignup: (id: string) => fillPath(P.planSignup, { id }),
  ongoingSignup: (id: string) => fillPath(P.ongoingSignup, { id }),
  planInstances: '/api/admin/get-the-plan-instances',
  ongoingInstances: '/api/admin/get-the-ongoing-instances',
  planInstance: (id: string) => fillPath(P.planInstance, { id }),
  ongoingInstance: (id: string) => fillPath(P.ongoingInstance, { id }),
  editPlanSignup: '/api/admin/edit-the-plan-signup',
  editOngoingSignup: '/api/admin/edit-the-ongoing-signup',
  editPlanSignupStatus: '/api/admin/edit-the-plan-signup-status',
  editPlanSignupTargetDate: '/api/admin/edit-the-plan-signup-target-date',
  /** Our own: a signup and its instance arranged by hand (ADR 0073). */
  createPlanSignup: '/api/admin/create-the-plan-signup',
  createOngoingSignup: '/api/admin/create-the-ongoing-signup',
  editPlanInstance: '/api/admin/edit-the-plan-instance',
  editOngoingInstance: '/api/admin/edit-the-ongoing-instance',
  editPlanInvoice: '/api/admin/edit-the-plan-invoice',
  editOngoingInvoice: '/api/admin/edit-the-ongoing-invoice',
  refreshPlanInvoices: '/api/admin/refresh-the-plan-invoices',
  deletePlanSignup: (id: string) => fillPath(P.deletePlanSignup, { id }),
  deleteOngoingSignup: (id: string) => fillPath(P.deleteOngoingSignup, { id }),
  deletePlanInstance: (id: string) => fillPath(P.deletePlanInstance, { id }),
  deleteOngoingInstance: (id: string) => fillPath(P.deleteOngoingInstance, { id }),
  planSearch: (text: string) => fillPath(P.planSearch, { text }),
  ongoingSearch: (text: string) => fillPath(P.ongoingSearch, { text }),
  planAvailability: '/api/admin/advisors-plan-availability',
  ongoingAvailability: '/api/admin/advisors-ongoing-availability',
  /** Money-back requests still waiting for their refund (ADR 0066). */
  planMoneyBackRequests: '/api/admin/the-plan/money-back-requests',
  ongoingMoneyBackRequests: '/api/admin/the-ongoing/money-back-requests',
  /** The advisor's own clients' signups, and one's follow-up status and target date. */
  advisorSignups: '/api/dashboard/signups',
  advisorSignupFollowUp: (signupId: string) => fillPath(P.advisorSignupFollowUp, { signupId }),
} as const;

/** Each offering's paths, for the code both kinds share. */
export const PLANS_ADMIN_API_BY_KIND = {
  plan: {
    signups: PLANS_ADMIN_API.planSignups,
    signup: PLANS_ADMIN_API.planSignup,
    instances: PLANS_ADMIN_API.planInstances,
    instance: PLANS_ADMIN_API.planInstance,
    editSignup: PLANS_ADMIN_API.editPlanSignup,
    createSignup: PLANS_ADMIN_API.createPlanSignup,
    editInstance: PLANS_ADMIN_API.editPlanInstance,
    editInvoice: PLANS_ADMIN_API.editPlanInvoice,
    deleteSignup: PLANS_ADMIN_API.deletePlanSignup,
    deleteInstance: PLANS_ADMIN_API.deletePlanInstance,
    search: PLANS_ADMIN_API.planSearch,
    availability: PLANS_ADMIN_API.planAvailability,
    moneyBackRequests: PLANS_ADMIN_API.planMoneyBackRequests,
  },
  ongoing: {
    signups: PLANS_ADMIN_API.ongoingSignups,
    signup: PLANS_ADMIN_API.ongoingSignup,
    instances: PLANS_ADMIN_API.ongoingInstances,
    instance: PLANS_ADMIN_API.ongoingInstance,
    editSignup: PLANS_ADMIN_API.editOngoingSignup,
    createSignup: PLANS_ADMIN_API.createOngoingSignup,
    editInstance: PLANS_ADMIN_API.editOngoingInstance,
    editInvoice: PLANS_ADMIN_API.editOngoingInvoice,
    deleteSignup: PLANS_ADMIN_API.deleteOngoingSignup,
    deleteInstance: PLANS_ADMIN_API.deleteOngoingInstance,
    search: PLANS_ADMIN_API.ongoingSearch,
    availability: PLANS_ADMIN_API.ongoingAvailability,
    moneyBackRequests: PLANS_ADMIN_API.ongoingMoneyBackRequests,
  },
} as const satisfies Record<EngagementKind, unknown>;

/** The same, as route patterns for the server. */
export const PLANS_ADMIN_API_PATTERNS_BY_KIND = {
  plan: {
    signups: PLANS_ADMIN_API.planSignups,
    signup: P.planSignup,
    instances: PLANS_ADMIN_API.planInstances,
    instance: P.planInstance,
    editSignup: PLANS_ADMIN_API.editPlanSignup,
    createSignup: PLANS_ADMIN_API.createPlanSignup,
    editInstance: PLANS_ADMIN_API.editPlanInstance,
    editInvoice: PLANS_ADMIN_API.editPlanInvoice,
    deleteSignup: P.deletePlanSignup,
    deleteInstance: P.deletePlanInstance,
    search: P.planSearch,
    availability: PLANS_ADMIN_API.planAvailability,
    moneyBackRequests: PLANS_ADMIN_API.planMoneyBackRequests,
  },
  ongoing: {
    signups: PLANS_ADMIN_API.ongoingSignups,
    signup: P.ongoingSignup,
    instances: PLANS_ADMIN_API.ongoingInstances,
    instance: P.ongoingInstance,
    editSignup: PLANS_ADMIN_API.editOngoingSignup,
    createSignup: PLANS_ADMIN_API.createOngoingSignup,
    editInstance: PLANS_ADMIN_API.editOngoingInstance,
    editInvoice: PLANS_ADMIN_API.editOngoingInvoice,
    deleteSignup: P.deleteOngoingSignup,
    deleteInstance: P.deleteOngoingInstance,
    search: P.ongoingSearch,
    availability: PLANS_ADMIN_API.ongoingAvailability,
    moneyBackRequests: PLANS_ADMIN_API.ongoingMoneyBackRequests,
  },
} as const satisfies Record<EngagementKind, unknown>;
