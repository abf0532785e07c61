// Which advisors carry one attribute (GET get-advisors-details?attribute=…), with links to their
// profiles: what an admin reads before renaming or when a delete is refused.
import { Button, Group, Loader } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { Link } from 'react-router';
import type { AdminAttribute } from '../../../shared/contracts/advisor-attributes';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { useAttributeCarriers } from './advisor-attributes-api';
import classes from './advisor-attributes.module.css';

export function AttributeCarriers({
  attribute,
  onDone,
}: {
  attribute: AdminAttribute;
  onDone: () => void;
}) {
  const { data, isPending, isError, refetch } = useAttributeCarriers(attribute.id);
  return (
    <div>
      {isPending && <Loader size="sm" aria-label="Loading advisors" />}
      {isError && (
        <Alert color="red" role="alert">
          The advisors could not be loaded.{' '}
          <Button variant="subtle" size="compact-xs" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {data && data.total === 0 && <p>No advisor carries “{attribute.title}”.</p>}
      {data && data.total > 0 && (
        <>
          <p>
            {data.total} advisor{data.total === 1 ? ' carries' : 's carry'} “{attribute.title}”
            {data.total > data.items.length ? `; the first ${data.items.length} are listed` : ''}.
          </p>
          <ul className={classes.carriers}>
            {data.items.map((advisor) => (
              <li key={advisor.id}>
                <Link to={ADVISOR_PAGES.profile(advisor.slug)}>{advisor.name}</Link>
                {!advisor.listed && <span className={classes.muted}> (not listed)</span>}
                <span className={classes.muted}>
                  {' '}
                  · {advisor.attributes.length} attribute
                  {advisor.attributes.length === 1 ? '' : 's'}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </div>
  );
}
