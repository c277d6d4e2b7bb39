import { FooterSection } from '@folio/ui';
import type { PageProps } from '../../routes';
import { DemoFrame } from '../../shell/DemoFrame';

/** /footer-section: the FooterSection demo of docs/requirements.md §2. */
export default function FooterSectionPage({ route }: PageProps) {
  return (
    <DemoFrame title={route.title}>
      <FooterSection year={new Date().getFullYear()} />
    </DemoFrame>
  );
}
