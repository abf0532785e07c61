// One advisor's offering to buy, loaded by its id or the advisor's slug: a skeleton while it
// loads, the not-found page when the advisor does not sell it, a retry when the call failed.
import { Button, Skeleton } from '@mantine/core';
import { Alert } from '../../ui/alert';
import type { ReactNode } from 'react';
import type { PublicOffering } from '../../../shared/contracts/offerings';
import { isAppError } from '../../../shared/errors';
import { messageOf } from '../../api/error-message';
import { NotFoundContent } from '../../frame/not-found-content';
import { useOffering } from './plans-api';
import classes from './purchase.module.css';
import type { EngagementKind } from '../../../shared/offerings/catalog';

export interface OfferingPageProps {
  kind: EngagementKind;
  idOrSlug: string;
  children: (offering: PublicOffering) => ReactNode;
}

export function OfferingPage({ kind, idOrSlug, children }: OfferingPageProps) {
  const query = useOffering(kind, idOrSlug);
  if (query.isPending) {
    return (
      <div className={classes.page} aria-busy="true" aria-label="Loading the offering">
        <div className={classes.band}>
          <div className={classes.bandInner}>
            <Skeleton height={12} width={120} mb={12} />
            <Skeleton height={36} width="min(420px, 90%)" mb={12} />
            <Skeleton height={18} width={260} />
          </div>
        </div>
        <div className={classes.layout}>
          <div className={classes.main}>
            <Skeleton height={360} radius="lg" />
          </div>
          <aside className={classes.aside}>
            <Skeleton height={320} radius="lg" />
          </aside>
        </div>
      </div>
    );
  }
  if (!query.data) {
    if (isAppError(query.error) && query.error.status === 404) {
      return <NotFoundContent message="This advisor does not offer this at the moment." />;
    }
    return (
      <section className={classes.message}>
        <h1 className={classes.messageTitle}>This page could not be loaded</h1>
        <Alert color="red" variant="light" role="alert">
          {messageOf(query.error)}
        </Alert>
        <div className={classes.actions}>
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        </div>
      </section>
    );
  }
  return children(query.data);
}
