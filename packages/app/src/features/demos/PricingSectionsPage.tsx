import { DemoFrame, PricingSections } from '@folio/ui';
import type { PageProps } from '../../routing/page';

/** /pricing-sections: the PricingSections demo of docs/requirements.md §2. */
export default function PricingSectionsPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <PricingSections />
    </DemoFrame>
  );
}
