import { DemoFrame, OrderStepper } from '@folio/ui';
import type { PageProps } from '../../routing/page';

/** /steppers-box: the OrderStepper demo of docs/requirements.md §2. */
export default function OrderStepperPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <OrderStepper />
    </DemoFrame>
  );
}
