import { SatisfactionRating } from '@folio/ui';
import type { PageProps } from '../../shell/page';
import { DemoFrame } from '../../shell/DemoFrame';

/** /feedbacks: the SatisfactionRating demo of docs/requirements.md §2. */
export default function FeedbacksPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <SatisfactionRating />
    </DemoFrame>
  );
}
