import { ResumeView } from '@folio/ui';
import type { PageProps } from '../../routing/page';

export interface ResumePageProps extends PageProps {
  /** Whether a path opens a finished screen (the route table's answer). */
  isPublic: (path: string) => boolean;
}

/** /resume: the post-login landing page with links to every demo, unfinished ones marked and last. */
export default function ResumePage({ isPublic }: ResumePageProps) {
  return <ResumeView isPublic={isPublic} />;
}
