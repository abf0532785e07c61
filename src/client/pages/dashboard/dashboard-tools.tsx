// The places an advisor goes from Advisor Home.
import { Link } from 'react-router';
import { AVAILABILITY_PAGES } from '../../../shared/routes/availability';
import { MEETING_PAGES } from '../../../shared/routes/meetings';
import { REVIEW_PAGES } from '../../../shared/routes/reviews';
import classes from './dashboard-tools.module.css';

const TOOLS = [
  {
    to: MEETING_PAGES.dashboard,
    title: 'Meetings',
    text: 'Join meetings, read each client’s answers, and send your notes afterwards.',
  },
  {
    to: AVAILABILITY_PAGES.dashboard,
    title: 'Set your hours',
    text: 'Your weekly hours, days off and booking rules: the times clients can book.',
  },
  {
    to: REVIEW_PAGES.dashboard,
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
