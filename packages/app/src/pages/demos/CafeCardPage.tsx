import { CafeCard } from '@folio/ui';
import type { PageProps } from '../../shell/page';
import { DemoFrame } from '../../shell/DemoFrame';

/** /cafe-card: the CafeCard demo of docs/requirements.md §2. */
export default function CafeCardPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <CafeCard />
    </DemoFrame>
  );
}
