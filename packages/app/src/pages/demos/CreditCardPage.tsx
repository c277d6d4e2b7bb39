import { CreditCardForm } from '@folio/ui';
import { DemoFrame } from '../../shell/DemoFrame';

/** /credit-card: the CreditCardForm demo of docs/requirements.md §2. */
export default function CreditCardPage() {
  return (
    <DemoFrame>
      <CreditCardForm />
    </DemoFrame>
  );
}
