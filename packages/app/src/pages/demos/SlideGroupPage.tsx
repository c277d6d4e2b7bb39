import { SlideGroup } from '@folio/ui';
import type { PageProps } from '../../routes';
import { DemoFrame } from '../../shell/DemoFrame';

/** /slide-groups: the SlideGroup demo of docs/requirements.md §2. */
export default function SlideGroupPage({ route }: PageProps) {
  return (
    <DemoFrame title={route.title}>
      <SlideGroup />
    </DemoFrame>
  );
}
