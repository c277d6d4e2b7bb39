import { Faq } from '@folio/ui';
import { DemoFrame } from '../../shell/DemoFrame';

/** /faq: the Faq demo of docs/requirements.md §2. */
export default function FaqPage() {
  return (
    <DemoFrame>
      <Faq />
    </DemoFrame>
  );
}
