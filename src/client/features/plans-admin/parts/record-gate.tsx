// An edit page's record before it shows: none chosen, gone (not found or deleted), loading, or
// not loaded with a way to try again. Renders the page's content only once the record is there.
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isAppError } from '../../../../shared/errors';
import { editPagesOf } from './edit-links';
import classes from '../plans-admin.module.css';
import { offeringOf, type EngagementKind } from '../../../../shared/offerings/catalog';

export function RecordGate<T>({
  kind,
  what,
  id,
  query,
  children,
}: {
  kind: EngagementKind;
  what: 'signup' | 'instance';
  id: string | undefined;
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { data, isPending, isError, error, refetch } = query;
  const gone = isError && isAppError(error) && ['notFound', 'deletedEntity'].includes(error.code);
  if (!id || gone) {
    const deleted = isAppError(error) && error.code === 'deletedEntity';
    return (
      <section className={classes.card}>
        <p>
          {deleted ? `This ${what} was deleted.` : `No ${what} is chosen, or it was not found.`}{' '}
          <Link to={editPagesOf(kind).list}>Choose one from {offeringOf(kind).name}</Link>.
        </p>
      </section>
    );
  }
  if (isPending) return <p className={classes.empty}>Loading the {what}…</p>;
  if (isError) {
    return (
      <p className={classes.empty}>
        The {what} could not be loaded.{' '}
        <Button variant="subtle" size="xs" onClick={() => void refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return children(data);
}
