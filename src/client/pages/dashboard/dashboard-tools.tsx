// The places an advisor goes from Advisor Home.
import { Link } from 'react-router';
import { PAGES } from '../../../shared/routes';
import classes from './dashboard-tools.module.css';

const TOOLS = [
  {
    to: PAGES.dashboardMeetings,
    title: 'Meetings',
    text: 'Join meetings, read each client’s answers, and send your notes afterwards.',
  },
  {
    to: PAGES.dashboardAvailability,
    title: 'Set your hours',
    text: 'Your weekly hours, days off and booking rules: the times clients can book.',
  },
  {
    to: PAGES.dashboardReviews,
    title: 'Reviews',
    text: 'Read what clients say about their meetings and answer them.',
  },
] as const;

export function DashboardTools() {
  return (
    <section aria-labelledby="tools-title" className={classes.section}>
      <h2 id="tools-title" className={classes.heading}>
        Your tools
      </h2>
      <ul className={classes.tools}>
        {TOOLS.map((tool) => (
          <li key={tool.to}>
            <Link to={tool.to} className={classes.tool}>
              <span className={classes.title}>
                {tool.title}
                <span aria-hidden="true" className={classes.arrow}>
                  →
                </span>
              </span>
              <span className={classes.text}>{tool.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
