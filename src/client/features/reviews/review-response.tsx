// An advisor's response under a review: the same block on the public profile, in the client's
// reviews and on the advisor's own dashboard; only who it is "from" reads differently.
import type { ReactNode } from 'react';
import classes from './parts/review-response.module.css';

export function ReviewResponse({
  from,
  title,
  body,
  children,
}: {
  from: string;
  title?: string | null;
  body: string;
  /** Actions about the response, such as editing it. */
  children?: ReactNode;
}) {
  return (
    <div className={classes.response}>
      <p className={classes.from}>{from}</p>
      {title && <p className={classes.title}>{title}</p>}
      <p className={classes.body}>{body}</p>
      {children}
    </div>
  );
}
