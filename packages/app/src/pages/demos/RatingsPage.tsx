import { Ratings } from '@folio/ui';
import type { PageProps } from '../../routes';
import { DemoFrame } from '../../shell/DemoFrame';

/** /ratings: the Ratings demo of docs/requirements.md §2. */
export default function RatingsPage({ route }: PageProps) {
  return (
    <DemoFrame title={route.title}>
      <Ratings />
    </DemoFrame>
  );
}
