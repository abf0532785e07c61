// The advisor attributes in the console (docs/product.md#advisor-attributes): specialities and
// client types with their SEO slug and title and how many advisors carry each; add, edit, see who
// carries one, and delete one nobody carries (the server refuses the rest and says why).
import { Button, NativeSelect } from '@mantine/core';
import { ADVISOR_ATTRIBUTE_TYPES } from '../../../shared/advisor-taxonomy';
import {
  ATTRIBUTE_SORTS,
  ATTRIBUTE_TYPE_LABELS,
} from '../../../shared/contracts/advisor-attributes';
import type { AdminAttribute, AttributeSort } from '../../../shared/contracts/advisor-attributes';
import { ADVISOR_ATTRIBUTE_API } from '../../../shared/routes/advisor-attributes-api';
import { useConfirm } from '../../ui/confirm-provider';
import { useFormModal } from '../../ui/form-modal-provider';
import { useNotifications } from '../../ui/notifications';
import { ConsoleTable } from '../console/console-table';
import type { ConsoleColumn } from '../console/console-table';
import { consolePageState, useConsolePage } from '../console/use-console-page';
import { useConsoleQuery } from '../console/use-console-query';
import { ATTRIBUTES_TABLE, useDeleteAttribute } from './advisor-attributes-api';
import { AttributeCarriers } from './attribute-carriers';
import { AttributeForm } from './attribute-form';
import classes from './advisor-attributes.module.css';
import { adminFailureMessage } from '../console/admin-failure';

const DEFAULTS = { sort: 'title', dir: 'asc', filters: { type: '' } } as const;

const TYPE_FILTER = [
  { value: '', label: 'Both types' },
  ...Object.values(ADVISOR_ATTRIBUTE_TYPES).map((type) => ({
    value: String(type),
    label: ATTRIBUTE_TYPE_LABELS[type],
  })),
];

const typeLabel = (type: number) =>
  ATTRIBUTE_TYPE_LABELS[type as keyof typeof ATTRIBUTE_TYPE_LABELS] ?? `Type ${type}`;

function RowActions({ attribute }: { attribute: AdminAttribute }) {
  const formModal = useFormModal();
  const confirm = useConfirm();
  const notify = useNotifications();
  const remove = useDeleteAttribute();
  const deletable = attribute.advisorCount === 0 && !attribute.onHomePage;

  const onDelete = async () => {
    const confirmed = await confirm({
      title: `Delete “${attribute.title}”?`,
      message: `No advisor carries it. Its public address /${attribute.slug} stops filtering results. This cannot be undone.`,
      confirmLabel: 'Delete attribute',
      destructive: true,
    });
    if (!confirmed) return;
    remove.mutate(attribute.id, {
      onSuccess: () => notify.success(`“${attribute.title}” is deleted.`),
      onError: (error) => notify.error(adminFailureMessage('deleteAdvisorAttribute', error)),
    });
  };

  return (
    <span className={classes.actions}>
      <Button
        size="xs"
        variant="default"
        aria-label={`Edit “${attribute.title}”`}
        onClick={() =>
          formModal.open({
            title: `Edit “${attribute.title}”`,
            render: (close) => <AttributeForm attribute={attribute} onDone={close} />,
          })
        }
      >
        Edit
      </Button>
      {deletable ? (
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          aria-label={`Delete “${attribute.title}”`}
          loading={remove.isPending}
          onClick={() => void onDelete()}
        >
          Delete
        </Button>
      ) : (
        <span className={classes.muted}>
          {attribute.onHomePage ? 'Home page: kept' : 'In use: kept'}
        </span>
      )}
    </span>
  );
}

function CarriersButton({ attribute }: { attribute: AdminAttribute }) {
  const formModal = useFormModal();
  if (attribute.advisorCount === 0) return <>0</>;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      aria-label={`${attribute.advisorCount} advisors carry “${attribute.title}”: show them`}
      onClick={() =>
        formModal.open({
          title: `Advisors with “${attribute.title}”`,
          render: (close) => <AttributeCarriers attribute={attribute} onDone={close} />,
        })
      }
    >
      {attribute.advisorCount}
    </Button>
  );
}

const COLUMNS: ConsoleColumn<AdminAttribute, AttributeSort>[] = [
  {
    key: 'title',
    label: 'Title',
    sort: 'title',
    primary: true,
    render: (attribute) => attribute.title,
  },
  {
    key: 'slug',
    label: 'Slug',
    sort: 'slug',
    render: (attribute) => <span className={classes.slug}>{attribute.slug}</span>,
  },
  {
    key: 'type',
    label: 'Type',
    sort: 'type',
    render: (attribute) => <span className={classes.type}>{typeLabel(attribute.type)}</span>,
  },
  {
    key: 'advisors',
    label: 'Advisors',
    sort: 'advisors',
    numeric: true,
    render: (attribute) => <CarriersButton attribute={attribute} />,
  },
  { key: 'actions', label: 'Actions', render: (attribute) => <RowActions attribute={attribute} /> },
];

export function AdvisorAttributesTable() {
  const state = useConsoleQuery(ATTRIBUTE_SORTS, DEFAULTS);
  const page = useConsolePage<AdminAttribute>(
    ATTRIBUTES_TABLE,
    ADVISOR_ATTRIBUTE_API.attributes,
    state.apiSearch,
  );
  const formModal = useFormModal();
  return (
    <>
      <div className={classes.toolbar}>
        <Button
          onClick={() =>
            formModal.open({
              title: 'Add an attribute',
              render: (close) => <AttributeForm onDone={close} />,
            })
          }
        >
          Add attribute
        </Button>
      </div>
      <ConsoleTable
        caption="Advisor attributes"
        columns={COLUMNS}
        state={state}
        {...consolePageState(page)}
        rowKey={(attribute) => String(attribute.id)}
        noun={['attribute', 'attributes']}
        searchLabel="Search titles and slugs"
        filters={
          <NativeSelect
            label="Type"
            data={TYPE_FILTER}
            value={state.query.filters.type}
            onChange={(event) => state.set({ filters: { type: event.currentTarget.value } })}
          />
        }
        empty="No attributes match."
      />
    </>
  );
}
