import { DemoFrame, SatisfactionRating } from '@folio/ui';
import type { PageProps } from '../../routing/page';

/** /feedbacks: the SatisfactionRating demo of docs/requirements.md §2. */
export default function SatisfactionRatingPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <SatisfactionRating />
    </DemoFrame>
  );
}
