import { DemoFrame, Ratings } from '@folio/ui';
import type { PageProps } from '../../routing/page';

/** /ratings: the Ratings demo of docs/requirements.md §2. */
export default function RatingsPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <Ratings />
    </DemoFrame>
  );
}
