// Up to three advisors side by side (docs/product.md#matching): one column each, one row per
// attribute. On a phone the columns scroll sideways under a sticky column of labels.
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { ComparedAdvisor } from '../../../shared/contracts/matching';
import { formatCurrency, showsNextAvailability } from '../../../shared/format';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { stateName } from '../../../shared/us-states';
import { HourlyRate } from '../../ui/money';
import { Rating } from '../../ui/rating';
import { formatOpening } from '../advisors/next-opening';
import classes from './parts/comparison-table.module.css';
import { offeringOf } from '../../../shared/offerings/catalog';

/** Each advisor's column keeps at least this width; on a phone the columns scroll instead. */
const COLUMN_MIN_PX = 200;
const LABEL_PX = 110;

/** Beyond this many states, the cell names the count instead of every state. */
const STATES_LISTED = 8;

function statesServed(states: readonly string[]): string {
  if (states.length === 0) return 'None listed';
  if (states.length > STATES_LISTED)
    return `${states.length} states, including ${states.slice(0, 3).map(stateName).join(', ')}`;
  return states.map(stateName).join(', ');
}

interface Row {
  label: string;
  cell: (advisor: ComparedAdvisor) => ReactNode;
}

export function ComparisonTable({
  advisors,
  ongoingShown,
  removeHref,
}: {
  advisors: readonly ComparedAdvisor[];
  /** The TheOngoing flag: its price shows only while it is on. */
  ongoingShown: boolean;
  /** Where "Remove" leads: this comparison without the advisor. */
  removeHref: (slug: string) => string;
}) {
  const rows: Row[] = [
    {
      label: 'Rating',
      cell: (advisor) =>
        advisor.reviewCount > 0 ? (
          <Rating average={advisor.reviewAverage} count={advisor.reviewCount} />
        ) : (
          'No reviews yet'
        ),
    },
    {
      label: 'The Hour',
      cell: (advisor) => <HourlyRate cents={advisor.hourlyRate} className={classes.price} />,
    },
    {
      label: offeringOf('plan').name,
      cell: (advisor) =>
        advisor.offers.plan === null
          ? 'Not offered'
          : `${formatCurrency(advisor.offers.plan)} flat fee`,
    },
    ...(ongoingShown
      ? [
          {
            label: offeringOf('ongoing').name,
            cell: (advisor: ComparedAdvisor) =>
              advisor.offers.ongoing === null
                ? 'Not offered'
                : `${formatCurrency(advisor.offers.ongoing)}/month`,
          },
        ]
      : []),
    { label: 'States served', cell: (advisor) => statesServed(advisor.states) },
    {
      label: 'Helps with',
      cell: (advisor) =>
        advisor.specialities.length === 0 ? (
          'Not listed'
        ) : (
          <ul className={classes.tags}>
            {advisor.specialities.map((speciality) => (
              <li key={speciality.slug}>{speciality.title}</li>
            ))}
          </ul>
        ),
    },
    {
      label: 'Next open time',
      cell: (advisor) =>
        advisor.nextAvailability && showsNextAvailability(advisor.nextAvailability, new Date()) ? (
          <time dateTime={advisor.nextAvailability}>{formatOpening(advisor.nextAvailability)}</time>
        ) : (
          'No open times right now'
        ),
    },
  ];

  return (
    <div className={classes.scroller} role="region" aria-label="Advisor comparison" tabIndex={0}>
      <table
        className={classes.table}
        style={{ minWidth: `${LABEL_PX + COLUMN_MIN_PX * advisors.length}px` }}
      >
        <thead>
          <tr>
            <td className={classes.corner} />
            {advisors.map((advisor) => {
              const name = `${advisor.firstName} ${advisor.lastName}`;
              return (
                <th key={advisor.id} scope="col" className={classes.head}>
                  <img
                    className={classes.photo}
                    src={advisor.profilePicUrl}
                    alt=""
                    width={88}
                    height={88}
                  />
                  <Link to={ADVISOR_PAGES.profile(advisor.slug)} className={classes.name}>
                    {name}
                  </Link>
                  {advisor.certifications && (
                    <span className={classes.credentials}>{advisor.certifications}</span>
                  )}
                  <span className={classes.title}>{advisor.title}</span>
                  <Link
                    to={removeHref(advisor.slug)}
                    className={classes.remove}
                    aria-label={`Remove ${name} from the comparison`}
                  >
                    Remove
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={classes.label}>
                {row.label}
              </th>
              {advisors.map((advisor) => (
                <td key={advisor.id} className={classes.cell}>
                  {row.cell(advisor)}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row" className={classes.label}>
              <span className={classes.visuallyHidden}>Book</span>
            </th>
            {advisors.map((advisor) => (
              <td key={advisor.id} className={classes.cell}>
                <Button
                  component={Link}
                  to={BOOKING_PAGES.bookHour(advisor.slug)}
                  fullWidth
                  aria-label={`Book The Hour with ${advisor.firstName} ${advisor.lastName}`}
                >
                  Book The Hour
                </Button>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
