// Unknown paths (spec §2.3); the server answers it with status 404.
import { NotFoundContent } from '../../frame/not-found-content';

export default function NotFoundPage() {
  return <NotFoundContent />;
}
