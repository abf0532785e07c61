// /email-choices?token=… (ADR 0064): the page the unsubscribe links of an email open, signed out.
// Rendered in the browser only: the token never reaches the server's page render.
import { useSearchParams } from 'react-router';
import { notificationKindSchema } from '../../../shared/contracts/email-choices';
import { TOKEN_PARAM, TURN_OFF_PARAM } from '../../../shared/routes/email-choices';
import { EmailChoicesView } from '../../features/email-choices/email-choices-view';
import classes from '../../features/email-choices/email-choices.module.css';

export default function EmailChoicesPage() {
  const [params] = useSearchParams();
  const token = params.get(TOKEN_PARAM)?.trim() ?? '';
  const kind = notificationKindSchema.safeParse(params.get(TURN_OFF_PARAM));
  return (
    <div className={classes.page}>
      <section className={classes.card}>
        <EmailChoicesView token={token} turnOff={kind.success ? kind.data : null} />
      </section>
    </div>
  );
}
