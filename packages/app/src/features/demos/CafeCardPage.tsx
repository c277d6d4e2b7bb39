import { CafeCard, DemoFrame } from '@folio/ui';
import type { PageProps } from '../../routing/page';

/** /cafe-card: the CafeCard demo of docs/requirements.md §2. */
export default function CafeCardPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <CafeCard />
    </DemoFrame>
  );
}
