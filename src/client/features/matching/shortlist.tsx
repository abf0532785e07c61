// The shortlist (docs/product.md#matching): the advisors the visitor saved, each with a way to
// remove them, and up to three ticked to compare side by side. A fourth tick is refused with a
// clear message.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { COMPARE_LIMIT_MESSAGE, COMPARE_MAX } from '../../../shared/contracts/matching';
import type { AdvisorCard } from '../../../shared/contracts/home';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { comparePage } from '../../../shared/routes/matching';
import { messageOf } from '../../api/error-message';
import { HourlyRate } from '../../ui/money';
import { Rating } from '../../ui/rating';
import { advisorCardsQuery } from './matching-api';
import { useSavedAdvisors } from './use-saved-advisors';
import pageClasses from './matching-page.module.css';
import classes from './parts/shortlist.module.css';

function SavedRow({
  advisor,
  chosen,
  onChoose,
  onRemove,
}: {
  advisor: AdvisorCard;
  chosen: boolean;
  onChoose: (on: boolean) => void;
  onRemove: () => void;
}) {
  const name = `${advisor.firstName} ${advisor.lastName}`;
  return (
    <li className={classes.row}>
      <img className={classes.photo} src={advisor.profilePicUrl} alt="" width={64} height={64} />
      <div className={classes.body}>
        <h2 className={classes.name}>
          <Link to={ADVISOR_PAGES.profile(advisor.slug)}>{name}</Link>
          {advisor.certifications && (
            <span className={classes.credentials}>, {advisor.certifications}</span>
          )}
        </h2>
        <p className={classes.subtitle}>{advisor.title}</p>
        <p className={classes.facts}>
          <HourlyRate cents={advisor.hourlyRate} className={classes.price} />
          <Rating average={advisor.reviewAverage} count={advisor.reviewCount} />
        </p>
      </div>
      <div className={classes.controls}>
        <label className={classes.choose}>
          <input
            type="checkbox"
            checked={chosen}
            onChange={(event) => onChoose(event.currentTarget.checked)}
          />
          Compare
        </label>
        <Button variant="subtle" color="red" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}

export function Shortlist({ emptyActions }: { emptyActions: ReactNode }) {
  const saved = useSavedAdvisors();
  const visitorCards = useQuery({
    ...advisorCardsQuery(saved.slugs),
    enabled: saved.accountCards === undefined && saved.slugs.length > 0,
  });
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const navigate = useNavigate();

  const cards =
    saved.accountCards ??
    (saved.slugs.length === 0
      ? []
      : visitorCards.data?.advisors.filter((card) => saved.slugs.includes(card.slug)));
  const loading =
    saved.loading ||
    (saved.accountCards === undefined && saved.slugs.length > 0 && visitorCards.isPending);
  const error = saved.error ?? (visitorCards.isError ? visitorCards.error : null);
  // Until the visitor ticks, the first three saved are the ones compared.
  const ticked = (chosen ?? saved.slugs.slice(0, COMPARE_MAX)).filter((slug) =>
    saved.slugs.includes(slug),
  );

  function choose(slug: string, on: boolean) {
    setRefusal(null);
    if (on && ticked.length >= COMPARE_MAX) {
      setRefusal(COMPARE_LIMIT_MESSAGE);
      return;
    }
    setChosen(on ? [...ticked, slug] : ticked.filter((each) => each !== slug));
  }

  if (loading) {
    return (
      <p role="status" className={pageClasses.intro}>
        Loading your shortlist…
      </p>
    );
  }
  if (error && !cards) {
    return (
      <Alert color="red" title="Your shortlist could not load">
        {messageOf(error)}
      </Alert>
    );
  }
  if (!cards || cards.length === 0) {
    return (
      <div className={`${pageClasses.card} ${pageClasses.empty}`}>
        <h2>No saved advisors yet</h2>
        <p>
          Tap the heart on an advisor’s card or profile to keep them here, then compare up to{' '}
          {COMPARE_MAX} side by side.
        </p>
        <div className={pageClasses.actions}>{emptyActions}</div>
      </div>
    );
  }

  return (
    <div className={classes.shortlist}>
      <div className={classes.toolbar}>
        <p className={classes.count} aria-live="polite">
          {cards.length} saved · {ticked.length} of {COMPARE_MAX} chosen to compare
        </p>
        <Button
          size="md"
          disabled={ticked.length < 2}
          onClick={() => void navigate(comparePage(ticked))}
        >
          Compare {ticked.length > 1 ? ticked.length : ''} side by side
        </Button>
      </div>
      {refusal && (
        <Alert color="red" role="alert" title="Only three at a time">
          {refusal}
        </Alert>
      )}
      <ul className={classes.list}>
        {cards.map((advisor) => (
          <SavedRow
            key={advisor.id}
            advisor={advisor}
            chosen={ticked.includes(advisor.slug)}
            onChoose={(on) => choose(advisor.slug, on)}
            onRemove={() => void saved.setSaved(advisor.slug, false)}
          />
        ))}
      </ul>
    </div>
  );
}
