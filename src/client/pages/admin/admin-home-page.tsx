// The admin area's index (docs/product.md#admin): the marketplace's figures
// (docs/product.md#admin-dashboard), then every console tool by group.
import { Link } from 'react-router';
import { CONSOLE_NAV } from '../../features/console/console-nav-items';
import { DashboardCharts } from '../../features/reports/dashboard-charts';
import classes from './admin-page.module.css';

export default function AdminHomePage() {
  return (
    <section className={classes.page} aria-labelledby="admin-title">
      <p className={classes.eyebrow}>Admin</p>
      <h1 id="admin-title" className={classes.title}>
        Admin console
      </h1>
      <p className={classes.lead}>
        Run the marketplace: people, offerings, content, money and the system.
      </p>
      <DashboardCharts />
      {CONSOLE_NAV.filter((group) => group.items.length > 0).map((group) => (
        <section key={group.title} className={classes.toolGroup} aria-label={group.title}>
          <h2 className={classes.groupTitle}>{group.title}</h2>
          <ul className={classes.tools}>
            {group.items.map((tool) => (
              <li key={tool.to}>
                <Link to={tool.to} className={classes.tool}>
                  <span className={classes.toolTitle}>{tool.title}</span>
                  <span className={classes.toolText}>{tool.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
