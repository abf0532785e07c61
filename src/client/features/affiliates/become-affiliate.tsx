// For an account holder who is not an affiliate yet: what the programme is, and becoming one with
// one click (PUT become-affiliate), which makes their link at once.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { AFFILIATE_PAGES } from '../../../shared/routes/affiliates';
import { useBecomeAffiliate } from '../../api/affiliates';
import { messageOf } from '../../api/error-message';
import { useNotifications } from '../../ui/notifications';
import { MeetingListEmpty } from '../meetings/list-states';

export function BecomeAffiliate({ onJoined }: { onJoined: () => void }) {
  const become = useBecomeAffiliate();
  const notify = useNotifications();
  const join = () =>
    become.mutate(undefined, {
      onSuccess: (result) => {
        notify.success(
          `Your link is ${result.url}. Share it to start earning.`,
          'You are an affiliate',
        );
        onJoined();
      },
      onError: (error) => notify.error(messageOf(error), 'You could not become an affiliate'),
    });
  return (
    <MeetingListEmpty
      title="Sharing is for affiliates"
      text="Affiliates get a link of their own to share, see how many people it brought, and earn a fee when those people buy a service."
      actions={
        <>
          <Button onClick={join} loading={become.isPending}>
            Become an affiliate
          </Button>
          <Button component={Link} to={AFFILIATE_PAGES.program} variant="default">
            About our affiliate programme
          </Button>
        </>
      }
    />
  );
}
