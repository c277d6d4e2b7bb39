import { StepperDemo } from '@folio/ui';
import { DemoFrame } from '../../shell/DemoFrame';

/** /steppers: the StepperDemo demo of docs/requirements.md §2. */
export default function StepperDemoPage() {
  return (
    <DemoFrame>
      <StepperDemo />
    </DemoFrame>
  );
}
