// The email admins get on a signup's follow-up target date (docs/product.md#plans-admin): each
// signup due, what it waits for, and a link to its edit page.
import { FOLLOW_UP_STATUS_LABELS } from '../../../shared/contracts/plans';
import type { FollowUpStatus } from '../../../shared/contracts/plans';
import type { EmailContent } from '../../integrations/email/email';
import type { EmailBlock } from './email-layout';
import { composeEmail, firstName, paragraph } from './email-layout';
import { offeringOf, type EngagementKind } from '../../../shared/offerings/catalog';

export interface FollowUpDue {
  kind: EngagementKind;
  clientName: string;
  advisorName: string;
  targetDate: string;
  followUpStatus: FollowUpStatus;
  /** Absolute URL of the signup's edit page. */
  editUrl: string;
}

export function followUpsDueEmail(input: {
  adminName: string;
  due: FollowUpDue[];
  publicUrl: string;
}): EmailContent {
  const count = input.due.length;
  const blocks: EmailBlock[] = [
    paragraph(
      count === 1
        ? 'A signup has reached its follow-up date.'
        : `${count} signups have reached their follow-up date.`,
    ),
    ...input.due.flatMap((item): EmailBlock[] => [
      {
        kind: 'facts',
        rows: [
          ['Offering', offeringOf(item.kind).name],
          ['Client', item.clientName],
          ['Advisor', item.advisorName],
          ['Follow-up date', item.targetDate],
          ['Status', FOLLOW_UP_STATUS_LABELS[item.followUpStatus]],
        ],
      },
      { kind: 'link', label: `Open ${item.clientName}'s signup`, url: item.editUrl },
    ]),
  ];
  return composeEmail(
    count === 1
      ? `Follow up today: ${input.due[0]!.clientName} (${offeringOf(input.due[0]!.kind).name})`
      : `Follow up today: ${count} signups`,
    { publicUrl: input.publicUrl, greeting: `Hi ${firstName(input.adminName)},`, blocks },
  );
}
