import { CreditCardForm, DemoFrame } from '@folio/ui';

/** /credit-card: the CreditCardForm demo of docs/requirements.md §2. */
export default function CreditCardPage() {
  return (
    <DemoFrame>
      <CreditCardForm />
    </DemoFrame>
  );
}
