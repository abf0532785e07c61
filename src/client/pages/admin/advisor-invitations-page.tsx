// admin/advisor-invitations (docs/product.md#becoming-an-advisor): invite an applicant by email,
// and every invitation with its state; a pending or expired one can be resent (a new link), a
// pending one withdrawn.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Badge, Button, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminInvitation } from '../../../shared/contracts/onboarding';
import { formatMeetingDay } from '../../../shared/meeting-time';
import type { InvitationState } from '../../../shared/onboarding';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import { messageOf } from '../../api/error-message';
import { InvitationForm } from '../../features/onboarding/invitation-form';
import {
  useAdminInvitations,
  useResendInvitation,
  useRevokeInvitation,
} from '../../features/onboarding/onboarding-api';
import { useConfirm } from '../../ui/confirm-provider';
import { useNotifications } from '../../ui/notifications';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import classes from './admin-page.module.css';
import vetting from './advisor-vetting.module.css';

const BADGES: Record<InvitationState, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'blue' },
  accepted: { label: 'Accepted', color: 'teal' },
  expired: { label: 'Expired', color: 'orange' },
  revoked: { label: 'Withdrawn', color: 'gray' },
};

function StateBadge({ state }: { state: InvitationState }) {
  const { label, color } = BADGES[state];
  // The darkest text on the palest tint: the light variant's own pair is too faint (AA).
  return (
    <Badge variant="light" color={color} c={`${color}.9`} bg={`${color}.0`} radius="sm">
      {label}
    </Badge>
  );
}

function InvitationRow({ invitation }: { invitation: AdminInvitation }) {
  const timeZone = useDisplayTimeZone();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const confirm = useConfirm();
  const notify = useNotifications();
  const open = invitation.state === 'pending' || invitation.state === 'expired';
  const name = `${invitation.firstName} ${invitation.lastName}`;
  const when =
    invitation.state === 'accepted' && invitation.acceptedAt
      ? `Accepted ${formatMeetingDay(invitation.acceptedAt, timeZone)}`
      : invitation.state === 'revoked' && invitation.revokedAt
        ? `Withdrawn ${formatMeetingDay(invitation.revokedAt, timeZone)}`
        : `Sent ${formatMeetingDay(invitation.sentAt, timeZone)}, ${
            invitation.state === 'expired' ? 'expired' : 'expires'
          } ${formatMeetingDay(invitation.expiresAt, timeZone)}`;
  return (
    <Table.Tr>
      <Table.Td>
        <span className={classes.name}>{name}</span>
        <br />
        <span className={classes.muted}>{invitation.email}</span>
      </Table.Td>
      <Table.Td>
        <StateBadge state={invitation.state} />
      </Table.Td>
      <Table.Td className={classes.muted}>{when}</Table.Td>
      <Table.Td>
        {open && (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button
              size="xs"
              variant="default"
              loading={resend.isPending}
              aria-label={`Resend the invitation to ${invitation.email}`}
              onClick={() =>
                resend.mutate(invitation.id, {
                  onSuccess: () => notify.success(`A new link was sent to ${invitation.email}.`),
                  onError: (error) => notify.error(messageOf(error)),
                })
              }
            >
              Resend
            </Button>
            {invitation.state === 'pending' && (
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                loading={revoke.isPending}
                aria-label={`Withdraw the invitation to ${invitation.email}`}
                onClick={() =>
                  void confirm({
                    title: 'Withdraw this invitation?',
                    message: `The link sent to ${invitation.email} stops working at once.`,
                    confirmLabel: 'Withdraw',
                    cancelLabel: 'Keep it',
                    destructive: true,
                  }).then((yes) => {
                    if (!yes) return;
                    revoke.mutate(invitation.id, {
                      onSuccess: () => notify.success(`The invitation to ${name} was withdrawn.`),
                      onError: (error) => notify.error(messageOf(error)),
                    });
                  })
                }
              >
                Withdraw
              </Button>
            )}
          </div>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export default function AdvisorInvitationsPage() {
  const { data, isPending, isError, refetch } = useAdminInvitations();
  return (
    <section className={classes.page} aria-labelledby="invitations-title">
      <p className={classes.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="invitations-title" className={classes.title}>
        Advisor invitations
      </h1>
      <p className={classes.lead}>
        Invite an applicant whose application you accepted. They get a link that works for 14 days
        to create their account and start their checklist; review them on{' '}
        <Link to={ONBOARDING_PAGES.adminAdvisors} className={vetting.link}>
          Advisors
        </Link>
        .
      </p>
      <InvitationForm />
      <h2 className={classes.title} style={{ fontSize: '1.25rem' }}>
        Invitations
      </h2>
      {isPending && <p className={classes.muted}>Loading invitations…</p>}
      {isError && !data && (
        <p className={classes.muted}>
          The invitations could not be loaded.{' '}
          <Button variant="subtle" size="xs" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      )}
      {data && data.invitations.length === 0 && (
        <p className={classes.muted}>No invitations yet. Invite your first advisor above.</p>
      )}
      {data && data.invitations.length > 0 && (
        <div className={classes.tableWrap}>
          <Table className={classes.table} verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Applicant</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.invitations.map((invitation) => (
                <InvitationRow key={invitation.id} invitation={invitation} />
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
