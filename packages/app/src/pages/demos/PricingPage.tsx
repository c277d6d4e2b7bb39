import { PricingSections } from '@folio/ui';
import type { PageProps } from '../../shell/page';
import { DemoFrame } from '../../shell/DemoFrame';

/** /pricing-sections: the PricingSections demo of docs/requirements.md §2. */
export default function PricingPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <PricingSections />
    </DemoFrame>
  );
}
