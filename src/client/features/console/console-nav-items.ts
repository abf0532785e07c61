// Every tool of the admin console by group (docs/product.md#admin-console): the console's
// navigation and its home page list them from here, so a new page is added in one place.
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { ADVISOR_PAYOUT_PAGES } from '../../../shared/routes/advisor-payouts';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import { PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';

export interface ConsoleNavItem {
  to: string;
  title: string;
  description: string;
}

export interface ConsoleNavGroup {
  title: string;
  items: ConsoleNavItem[];
}

export const CONSOLE_NAV: ConsoleNavGroup[] = [
  {
    title: 'People',
    items: [
      {
        to: ADMIN_PAGES.users,
        title: 'Users',
        description: 'Find anyone by name or email, edit them, see the site as they do.',
      },
      {
        to: ADMIN_PAGES.roles,
        title: 'Roles',
        description: 'The built-in roles and your own: who holds each, create, rename, delete.',
      },
      {
        to: ONBOARDING_PAGES.adminAdvisors,
        title: 'Advisors',
        description: 'Review new advisors: CRD record, Form ADV, approval; list or unlist anyone.',
      },
      {
        to: ONBOARDING_PAGES.adminInvitations,
        title: 'Advisor invitations',
        description: 'Invite an accepted applicant by email; resend or withdraw an invitation.',
      },
    ],
  },
  {
    title: 'Offerings',
    items: [
      {
        to: ADMIN_PAGES.events,
        title: 'Meetings',
        description: 'Approve money-back refunds, and cancel or look into any Hour meeting.',
      },
      {
        to: ADMIN_PAGES.recordings,
        title: 'Recordings',
        description: 'Every meeting recording: play it, fetch it again, delete it here or at Zoom.',
      },
      {
        to: PLANS_ADMIN_PAGES.thePlan,
        title: 'The Plan',
        description: 'Plan signups and instances: follow-ups, invoices, refunds and who has room.',
      },
      {
        to: PLANS_ADMIN_PAGES.theOngoing,
        title: 'The Ongoing',
        description:
          'Ongoing signups and engagements: follow-ups, quarterly invoices and capacity.',
      },
      {
        to: ADMIN_PAGES.intakeResponses,
        title: 'Intake responses',
        description: 'Clients’ intake answers, recent or orphaned: correct one, delete leftovers.',
      },
    ],
  },
  {
    title: 'Content',
    items: [
      {
        to: ADMIN_PAGES.reviews,
        title: 'Reviews',
        description: 'Every client review as published; hide one only for abuse, with a reason.',
      },
      {
        to: ADMIN_PAGES.advisorAttributes,
        title: 'Advisor attributes',
        description: 'Specialities and client types: the titles and slugs public pages show.',
      },
      {
        to: ADMIN_PAGES.documents,
        title: 'Documents',
        description: 'Publish new PDF versions of the footer’s disclosures, add or rename one.',
      },
      {
        to: ADMIN_PAGES.productNews,
        title: 'Product news',
        description: 'Write news to those who chose it: preview, send in batches, see who got it.',
      },
      {
        to: ADMIN_PAGES.userAgreements,
        title: 'User agreements',
        description: 'Who accepted which version of the client agreements, when and from where.',
      },
    ],
  },
  {
    title: 'Money',
    items: [
      {
        to: ADVISOR_PAYOUT_PAGES.admin,
        title: 'Advisor payments',
        description: 'What each advisor is owed for a month; log the payouts sent to them.',
      },
      {
        to: ADMIN_PAGES.affiliatePayments,
        title: 'Affiliate payments',
        description: 'What each affiliate earned and is owed per month; their fee; log payouts.',
      },
      {
        to: ADMIN_PAGES.reports,
        title: 'Reports',
        description: 'Revenue, refunds, fees kept, payouts and bookings by month or advisor; CSV.',
      },
    ],
  },
  {
    title: 'System',
    items: [
      {
        to: ADMIN_PAGES.search,
        title: 'Search',
        description: 'Find any user, advisor, meeting, recording or signup by name, email or id.',
      },
      {
        to: ADMIN_PAGES.auditLog,
        title: 'Audit log',
        description:
          'Who changed what, when, with the values before and after. Nobody can edit it.',
      },
      {
        to: PLANS_ADMIN_PAGES.featureFlags,
        title: 'Feature flags',
        description: 'Turn The Ongoing, the welcome email and the seasonal touches on or off.',
      },
      {
        to: ADMIN_PAGES.emails,
        title: 'Emails',
        description: 'Read every email the product sent: confirmations, reminders, summaries.',
      },
      {
        to: ADMIN_PAGES.tools,
        title: 'Tools',
        description: 'Clear cached data, regenerate summaries, resend stuck emails, rerun jobs.',
      },
      {
        to: ADMIN_PAGES.uploadedFiles,
        title: 'Uploaded files',
        description: 'Every stored file, its owner and size; find and remove orphaned files.',
      },
    ],
  },
];
