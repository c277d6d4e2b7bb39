import { OrderStepper } from '@folio/ui';
import type { PageProps } from '../../shell/page';
import { DemoFrame } from '../../shell/DemoFrame';

/** /steppers-box: the OrderStepper demo of docs/requirements.md §2. */
export default function OrderStepperPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <OrderStepper />
    </DemoFrame>
  );
}
