import { OrderStepper } from '@folio/ui';
import type { PageProps } from '../../routes';
import { DemoFrame } from '../../shell/DemoFrame';

/** /steppers-box: the OrderStepper demo of docs/requirements.md §2. */
export default function OrderStepperPage({ route }: PageProps) {
  return (
    <DemoFrame title={route.title}>
      <OrderStepper />
    </DemoFrame>
  );
}
