// The last line of defence: an error in the frame itself. It renders the error without the
// frame, since the frame may be what failed.
import { useRouteError } from 'react-router';
import { ErrorContent } from './error-content';

export function RootErrorPage() {
  return (
    <main id="main">
      <ErrorContent error={useRouteError()} />
    </main>
  );
}
