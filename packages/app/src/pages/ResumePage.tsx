import { ResumePage as Resume } from '@folio/ui';
import { isPublicPath } from '../routes';

/** /resume: the post-login landing page with links to every demo, unfinished ones marked and last. */
export default function ResumePage() {
  return <Resume isPublic={isPublicPath} />;
}
