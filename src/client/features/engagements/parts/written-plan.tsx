// The Plan's deliverable: the client downloads the written plan once delivered; the advisor
// uploads it (a PDF, stored in the client's vault) and may upload a revised one.
import { Button, FileButton } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import type { Engagement } from '../../../../shared/contracts/engagements';
import { PLAN_MIN_PAGES } from '../../../../shared/constants';
import { formatMeetingDate } from '../../../../shared/meeting-time';
import { messageOf } from '../../../api/error-message';
import { useDisplayTimeZone } from '../../../ui/use-display-time-zone';
import { useNotifications } from '../../../ui/notifications';
import { useDownload } from '../../vault/file-download';
import { vaultCalls } from '../../vault/vault-api';
import { useDeliverPlan } from '../engagements-api';
import classes from './portal.module.css';

export function WrittenPlan({
  engagement,
  audience,
}: {
  engagement: Engagement;
  audience: 'client' | 'advisor';
}) {
  const deliver = useDeliverPlan(engagement.id);
  const notify = useNotifications();
  const timeZone = useDisplayTimeZone();
  const { download, downloading } = useDownload((fileId) =>
    audience === 'client'
      ? vaultCalls.downloadLink(fileId)
      : vaultCalls.advisorDownloadLink(engagement.client.id, fileId),
  );
  const plan = engagement.deliverable;
  const upload = (file: File | null) => {
    if (!file) return;
    deliver.mutate(file, {
      onSuccess: () =>
        notify.success(
          `${engagement.client.name} has been emailed that it is ready.`,
          'Plan delivered',
        ),
    });
  };
  return (
    <section className={classes.panel} aria-labelledby="plan-title">
      <h2 id="plan-title" className={classes.panelTitle}>
        {audience === 'client' ? 'Your written plan' : 'The written plan'}
      </h2>
      {plan ? (
        <div className={classes.item}>
          <span className={classes.itemText}>
            <span className={classes.itemTitle}>{plan.name}</span>
            {engagement.deliveredAt && (
              <span className={classes.itemMeta}>
                Delivered {formatMeetingDate(engagement.deliveredAt, timeZone)} · also in{' '}
                {audience === 'client' ? 'your' : 'the client’s'} file vault
              </span>
            )}
          </span>
          <Button
            onClick={() => download(plan.id)}
            loading={downloading === plan.id}
            aria-label={`Download ${plan.name}`}
          >
            Download
          </Button>
        </div>
      ) : (
        <p className={classes.panelLead}>
          {audience === 'client'
            ? `Your advisor writes your plan (${PLAN_MIN_PAGES} pages or more) over the eight weeks. It appears here, and you are emailed, as soon as it is delivered.`
            : `Upload the written plan as a PDF (${PLAN_MIN_PAGES} pages or more). It is stored in the client’s vault and they are emailed at once.`}
        </p>
      )}
      {deliver.isError && (
        <Alert color="red" variant="light" role="alert" mt="sm" title="Not delivered">
          {messageOf(deliver.error)}
        </Alert>
      )}
      {audience === 'advisor' && (
        <FileButton onChange={upload} accept="application/pdf">
          {(props) => (
            <Button
              {...props}
              mt="md"
              variant={plan ? 'default' : 'filled'}
              loading={deliver.isPending}
            >
              {plan ? 'Upload a revised plan' : 'Upload the written plan'}
            </Button>
          )}
        </FileButton>
      )}
    </section>
  );
}
