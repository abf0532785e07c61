// The admin area's index (spec §2.4): links to the admin tools built so far.
import { Link } from 'react-router';
import { ADMIN_PAGES } from './admin-paths';
import classes from './admin-page.module.css';

const TOOLS = [
  {
    to: ADMIN_PAGES.users,
    title: 'Users',
    description: 'Find a user by name or email and see the site as they do.',
  },
];

export default function AdminHomePage() {
  return (
    <section className={classes.page} aria-labelledby="admin-title">
      <p className={classes.eyebrow}>Admin</p>
      <h1 id="admin-title" className={classes.title}>
        Admin tools
      </h1>
      <p className={classes.lead}>
        Roles, events, payments and feature flags are on their way; these are ready today.
      </p>
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
