// The admin area's index (docs/product.md#admin): links to the admin tools built so far.
import { Link } from 'react-router';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import { PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import classes from './admin-page.module.css';

const TOOLS = [
  {
    to: ADMIN_PAGES.users,
    title: 'Users',
    description: 'Find a user by name or email and see the site as they do.',
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
  {
    to: ADMIN_PAGES.events,
    title: 'Meetings',
    description: 'Approve money-back refunds, and cancel or look into any Hour meeting.',
  },
  {
    to: PLANS_ADMIN_PAGES.thePlan,
    title: 'The Plan',
    description: 'Plan signups and instances: follow-ups, invoices, refunds and who has room.',
  },
  {
    to: PLANS_ADMIN_PAGES.theOngoing,
    title: 'The Ongoing',
    description: 'Ongoing signups and engagements: follow-ups, quarterly invoices and capacity.',
  },
  {
    to: ADMIN_PAGES.reviews,
    title: 'Reviews',
    description: 'Every client review as published; hide one only for abuse, with a reason.',
  },
  {
    to: ADMIN_PAGES.emails,
    title: 'Emails',
    description: 'Read every email the product sent: confirmations, reminders, summaries.',
  },
  {
    to: PLANS_ADMIN_PAGES.featureFlags,
    title: 'Feature flags',
    description: 'Turn The Ongoing, the welcome email and the seasonal touches on or off.',
  },
];

export default function AdminHomePage() {
  return (
    <section className={classes.page} aria-labelledby="admin-title">
      <p className={classes.eyebrow}>Admin</p>
      <h1 id="admin-title" className={classes.title}>
        Admin tools
      </h1>
      <p className={classes.lead}>Roles and payments are on their way; these are ready today.</p>
      <ul className={classes.tools}>
        {TOOLS.map((tool) => (
          <li key={tool.to}>
            <Link to={tool.to} className={classes.tool}>
              <span className={classes.toolTitle}>{tool.title}</span>
              <span className={classes.toolText}>{tool.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
