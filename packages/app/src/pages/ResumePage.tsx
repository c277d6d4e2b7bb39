import { ResumePage as Resume } from '@folio/ui';

/** /resume: the post-login landing page with links to every demo. */
export default function ResumePage() {
  return <Resume />;
}
