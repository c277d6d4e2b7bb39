import { DemoFrame, FooterSection } from '@folio/ui';
import type { PageProps } from '../../routing/page';

/** /footer-section: the FooterSection demo of docs/requirements.md §2. */
export default function FooterSectionPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <FooterSection year={new Date().getFullYear()} />
    </DemoFrame>
  );
}
