import { CafeCard } from '@folio/ui';
import type { PageProps } from '../../routes';
import { DemoFrame } from '../../shell/DemoFrame';

/** /cafe-card: the CafeCard demo of docs/requirements.md §2. */
export default function CafeCardPage({ route }: PageProps) {
  return (
    <DemoFrame title={route.title}>
      <CafeCard />
    </DemoFrame>
  );
}
