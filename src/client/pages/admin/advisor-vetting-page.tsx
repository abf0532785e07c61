// admin/advisors (docs/product.md#becoming-an-advisor): advisors waiting for review, each with
// their checklist, CRD number (linked to the SEC's public record) and uploaded Form ADV Part 2A and
// Form CRS; "CRD checked" and "ADV on file" are ticked before Approve, which records when and by
// whom and lists the advisor. Approved advisors can be unlisted and listed again.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Badge, Button, Checkbox, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminAdvisor } from '../../../shared/contracts/onboarding';
import { formatMeetingDay } from '../../../shared/meeting-time';
import { CHECKLIST_TITLES, DISCLOSURE_TITLES } from '../../../shared/onboarding';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { ONBOARDING_PAGES, adviserInfoUrl } from '../../../shared/routes/onboarding';
import { messageOf } from '../../api/error-message';
import {
  useAdminAdvisors,
  useApproveAdvisor,
  useChangeVetting,
  useDownloadDisclosure,
} from '../../features/onboarding/onboarding-api';
import { useConfirm } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import classes from './admin-page.module.css';
import vetting from './advisor-vetting.module.css';

function WaitingAdvisor({ advisor }: { advisor: AdminAdvisor }) {
  const timeZone = useDisplayTimeZone();
  const change = useChangeVetting();
  const approve = useApproveAdvisor();
  const download = useDownloadDisclosure();
  const notify = useNotifications();
  const checklist = advisor.checklist ?? [];
  const done = checklist.filter((item) => item.done).length;
  const ready = !!advisor.crdCheckedAt && !!advisor.advOnFileAt;

  const toggle = (field: 'crdChecked' | 'advOnFile', value: boolean) =>
    change.mutate(
      { advisorId: advisor.id, change: { [field]: value } },
      { onError: (error) => notify.error(messageOf(error)) },
    );

  return (
    <li className={vetting.card} data-testid={`waiting-${advisor.slug}`}>
      <div className={vetting.cardHead}>
        <h3 className={vetting.cardTitle}>{advisor.name}</h3>
        {advisor.submittedAt ? (
          <Badge variant="light" color="blue" c="blue.9" bg="blue.0" radius="sm">
            Sent for review {formatMeetingDay(advisor.submittedAt, timeZone)}
          </Badge>
        ) : (
          <Badge variant="light" color="gray" c="gray.9" bg="gray.1" radius="sm">
            Checklist {done} of {checklist.length}
          </Badge>
        )}
      </div>
      <dl className={vetting.facts}>
        <dt>Email</dt>
        <dd>{advisor.email ?? '—'}</dd>
        <dt>Joined</dt>
        <dd>{formatMeetingDay(advisor.createdAt, timeZone)}</dd>
        <dt>CRD number</dt>
        <dd>
          {advisor.crdNumber ? (
            <a href={adviserInfoUrl(advisor.crdNumber)} target="_blank" rel="noreferrer">
              {advisor.crdNumber} on adviserinfo.sec.gov
            </a>
          ) : (
            'Not given yet'
          )}
        </dd>
      </dl>
      <ul className={vetting.checks} aria-label={`${advisor.name}’s checklist`}>
        {checklist.map((item) => (
          <li key={item.key} className={item.done ? vetting.checkDone : vetting.checkOpen}>
            {CHECKLIST_TITLES[item.key].title}
            <VisuallyHidden>{item.done ? ': done' : ': not done'}</VisuallyHidden>
          </li>
        ))}
      </ul>
      <div className={vetting.files}>
        {(['adv', 'crs'] as const).map((kind) => {
          const file = advisor.disclosures.find((entry) => entry.kind === kind);
          return file ? (
            <Button
              key={kind}
              size="xs"
              variant="default"
              onClick={() =>
                download.mutate(
                  { advisorId: advisor.id, kind },
                  { onError: (error) => notify.error(messageOf(error)) },
                )
              }
            >
              Download {DISCLOSURE_TITLES[kind]}
            </Button>
          ) : (
            <span key={kind} className={classes.muted}>
              No {DISCLOSURE_TITLES[kind]} yet
            </span>
          );
        })}
      </div>
      <div className={vetting.decision}>
        <Checkbox
          label="CRD checked"
          checked={!!advisor.crdCheckedAt}
          disabled={change.isPending}
          onChange={(event) => toggle('crdChecked', event.currentTarget.checked)}
        />
        <Checkbox
          label="ADV on file"
          checked={!!advisor.advOnFileAt}
          disabled={change.isPending}
          onChange={(event) => toggle('advOnFile', event.currentTarget.checked)}
        />
        <Button
          disabled={!ready}
          loading={approve.isPending}
          onClick={() =>
            approve.mutate(advisor.id, {
              onSuccess: () => notify.success(`${advisor.name} is approved and listed.`),
              onError: (error) => notify.error(messageOf(error)),
            })
          }
        >
          Approve {advisor.name}
        </Button>
      </div>
    </li>
  );
}

function ApprovedRow({ advisor }: { advisor: AdminAdvisor }) {
  const timeZone = useDisplayTimeZone();
  const change = useChangeVetting();
  const confirm = useConfirm();
  const notify = useNotifications();
  const setListed = (listed: boolean) =>
    change.mutate(
      { advisorId: advisor.id, change: { listed } },
      {
        onSuccess: () =>
          notify.success(
            listed ? `${advisor.name} is listed again.` : `${advisor.name} is no longer listed.`,
          ),
        onError: (error) => notify.error(messageOf(error)),
      },
    );
  return (
    <Table.Tr>
      <Table.Td>
        <Link to={ADVISOR_PAGES.profile(advisor.slug)} className={classes.name}>
          {advisor.name}
        </Link>
      </Table.Td>
      <Table.Td className={classes.muted}>
        {advisor.approvedAt ? formatMeetingDay(advisor.approvedAt, timeZone) : '—'}
        {advisor.approvedByName ? ` by ${advisor.approvedByName}` : ''}
      </Table.Td>
      <Table.Td>
        {advisor.listed ? (
          <Badge variant="light" color="teal" c="teal.9" bg="teal.0" radius="sm">
            Listed
          </Badge>
        ) : (
          <Badge variant="light" color="gray" c="gray.9" bg="gray.1" radius="sm">
            Unlisted
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant={advisor.listed ? 'outline' : 'default'}
          color={advisor.listed ? 'red.9' : undefined}
          loading={change.isPending}
          aria-label={`${advisor.listed ? 'Unlist' : 'List'} ${advisor.name}`}
          onClick={() => {
            if (!advisor.listed) {
              setListed(true);
              return;
            }
            void confirm({
              title: `Unlist ${advisor.name}?`,
              message:
                'They leave search, the home page and the sitemap, their profile answers “not found” and no one can book them. Meetings already booked go ahead.',
              confirmLabel: 'Unlist',
              cancelLabel: 'Keep listed',
              destructive: true,
            }).then((yes) => {
              if (yes) setListed(false);
            });
          }}
        >
          {advisor.listed ? 'Unlist' : 'List'}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export default function AdvisorVettingPage() {
  const { data, isPending, isError, refetch } = useAdminAdvisors();
  return (
    <section className={classes.page} aria-labelledby="vetting-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="vetting-title" className={classes.title}>
        Advisors
      </h1>
      <p className={classes.lead}>
        New advisors stay out of search until approved. Check their CRD record and Form ADV, then
        approve.{' '}
        <Link to={ONBOARDING_PAGES.adminInvitations} className={vetting.link}>
          Invite an advisor
        </Link>
      </p>
      {isPending && <p className={classes.muted}>Loading advisors…</p>}
      {isError && !data && (
        <p className={classes.muted}>
          The advisors could not be loaded.{' '}
          <Button variant="subtle" size="xs" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      )}
      {data && (
        <>
          <h2 className={vetting.subheading}>Waiting for review ({data.waiting.length})</h2>
          {data.waiting.length === 0 ? (
            <p className={classes.muted}>Nobody is waiting for review.</p>
          ) : (
            <ul className={vetting.cards}>
              {data.waiting.map((advisor) => (
                <WaitingAdvisor key={advisor.id} advisor={advisor} />
              ))}
            </ul>
          )}
          <h2 className={vetting.subheading}>Approved ({data.approved.length})</h2>
          <div className={classes.tableWrap}>
            <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Advisor</Table.Th>
                  <Table.Th>Approved</Table.Th>
                  <Table.Th>Listing</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.approved.map((advisor) => (
                  <ApprovedRow key={advisor.id} advisor={advisor} />
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </>
      )}
    </section>
  );
}
