// The /error page itself (spec §2.3), for links that send a visitor to a generic error.
import { ErrorContent } from '../../frame/error-content';

export default function ErrorPage() {
  return <ErrorContent error={null} />;
}
