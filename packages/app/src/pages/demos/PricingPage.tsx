import { PricingSections } from '@folio/ui';
import type { PageProps } from '../../routes';
import { DemoFrame } from '../../shell/DemoFrame';

/** /pricing-sections: the PricingSections demo of docs/requirements.md §2. */
export default function PricingPage({ route }: PageProps) {
  return (
    <DemoFrame title={route.title}>
      <PricingSections />
    </DemoFrame>
  );
}
