// One engagement's portal (docs/product.md#engagements), as its client sees it in the account and
// its advisor on the client's page: a Plan's weeks, the meetings with Book, the worksheet, the
// document requests, the written plan and the invoices; an Ongoing's facts, check-ins and invoices.
import type { ReactNode } from 'react';
import type { Engagement } from '../../../shared/contracts/engagements';
import { DocumentRequests } from './parts/document-requests';
import { EngagementInvoices } from './parts/engagement-invoices';
import { EngagementMeetings } from './parts/engagement-meetings';
import { EngagementTimeline } from './parts/engagement-timeline';
import { OngoingFacts } from './parts/ongoing-facts';
import { WorksheetForm } from './parts/worksheet-form';
import { WelcomePdfButton } from './parts/welcome-pdf-button';
import { WrittenPlan } from './parts/written-plan';
import classes from './parts/portal.module.css';
import { offeringOf } from '../../../shared/offerings/catalog';

export interface EngagementPortalProps {
  engagement: Engagement;
  audience: 'client' | 'advisor';
  /** The Ongoing's cancel action, for its client. */
  ongoingAction?: ReactNode;
}

export function EngagementPortal({ engagement, audience, ongoingAction }: EngagementPortalProps) {
  // Without a deliverable (The Ongoing): the relationship's facts beside its meetings.
  if (!offeringOf(engagement.kind).fulfilment.delivers) {
    return (
      <div className={classes.layout}>
        <div className={classes.columns}>
          <OngoingFacts engagement={engagement} action={ongoingAction} />
          <EngagementMeetings engagement={engagement} audience={audience} />
        </div>
        <DocumentRequests engagement={engagement} audience={audience} />
        <EngagementInvoices engagement={engagement} />
      </div>
    );
  }
  return (
    <div className={classes.layout}>
      <EngagementTimeline engagement={engagement} />
      {audience === 'client' && <WelcomePdfButton engagementId={engagement.id} />}
      <div className={classes.columns}>
        <EngagementMeetings engagement={engagement} audience={audience} />
        <WrittenPlan engagement={engagement} audience={audience} />
      </div>
      <DocumentRequests engagement={engagement} audience={audience} />
      <WorksheetForm
        key={engagement.worksheetUpdatedAt ?? 'empty'}
        engagement={engagement}
        readOnly={audience === 'advisor'}
      />
      <EngagementInvoices engagement={engagement} />
    </div>
  );
}
