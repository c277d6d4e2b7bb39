import { Ratings } from '@folio/ui';
import type { PageProps } from '../../shell/page';
import { DemoFrame } from '../../shell/DemoFrame';

/** /ratings: the Ratings demo of docs/requirements.md §2. */
export default function RatingsPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <Ratings />
    </DemoFrame>
  );
}
