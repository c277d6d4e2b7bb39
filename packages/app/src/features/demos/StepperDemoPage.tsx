import { DemoFrame, StepperDemo } from '@folio/ui';

/** /steppers: the StepperDemo demo of docs/requirements.md §2. */
export default function StepperDemoPage() {
  return (
    <DemoFrame>
      <StepperDemo />
    </DemoFrame>
  );
}
