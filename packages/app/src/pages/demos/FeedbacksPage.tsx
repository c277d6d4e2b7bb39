import { SatisfactionRating } from '@folio/ui';
import type { PageProps } from '../../routes';
import { DemoFrame } from '../../shell/DemoFrame';

/** /feedbacks: the SatisfactionRating demo of docs/requirements.md §2. */
export default function FeedbacksPage({ route }: PageProps) {
  return (
    <DemoFrame title={route.title}>
      <SatisfactionRating />
    </DemoFrame>
  );
}
