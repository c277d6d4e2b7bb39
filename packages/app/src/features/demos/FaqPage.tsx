import { DemoFrame, Faq } from '@folio/ui';

/** /faq: the Faq demo of docs/requirements.md §2. */
export default function FaqPage() {
  return (
    <DemoFrame>
      <Faq />
    </DemoFrame>
  );
}
