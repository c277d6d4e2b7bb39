import { DemoFrame, SlideGroup } from '@folio/ui';
import type { PageProps } from '../../routing/page';

/** /slide-groups: the SlideGroup demo of docs/requirements.md §2. */
export default function SlideGroupPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <SlideGroup />
    </DemoFrame>
  );
}
