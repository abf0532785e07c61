// Bodies of the admin dashboard (docs/product.md#admin-dashboard): the marketplace's figures by
// week or month over the last twelve months. Money in integer cents.
import { z } from 'zod';

export const DASHBOARD_PERIODS = ['month', 'week'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const dashboardQuerySchema = z.object({
  by: z.enum(DASHBOARD_PERIODS).default('month'),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

export const dashboardFiguresShape = {
  /** Meetings of The Hour booked. */
  bookings: z.number().int(),
  /** Payments that went through. */
  revenueCents: z.number().int(),
  /** Refunds that went through. */
  refundCents: z.number().int(),
  newClients: z.number().int(),
  newAdvisors: z.number().int(),
};

export const dashboardBucketSchema = z.object({
  /** The first day of the week (a Monday) or month, UTC, yyyy-MM-dd. */
  start: z.string(),
  ...dashboardFiguresShape,
});
export type DashboardBucket = z.infer<typeof dashboardBucketSchema>;

export const dashboardSchema = z.object({
  by: z.enum(DASHBOARD_PERIODS),
  /** Oldest first; every week or month of the window, empty ones with zeros. */
  buckets: z.array(dashboardBucketSchema),
  totals: z.object(dashboardFiguresShape),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** How many months the dashboard looks back, the current one included. */
export const DASHBOARD_MONTHS = 12;
