// The Plan's welcome PDF, made by the server for this client and their advisor: downloaded with
// the sign-in, so fetched rather than linked.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { ENGAGEMENT_API } from '../../../../shared/routes/engagements-api';
import { messageOf } from '../../../api/error-message';
import { downloadFile } from '../../../api/download-file';
import { useNotifications } from '../../../ui/notifications';

export function WelcomePdfButton({ engagementId }: { engagementId: string }) {
  const [busy, setBusy] = useState(false);
  const notify = useNotifications();
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(
        ENGAGEMENT_API.welcomePdf(engagementId),
        'application/pdf',
        'welcome-to-the-plan.pdf',
      );
    } catch (error) {
      notify.error(messageOf(error), 'The welcome guide could not be downloaded');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button variant="default" loading={busy} onClick={() => void download()}>
        Download your welcome guide (PDF)
      </Button>
    </div>
  );
}
