import { Timeline } from '@folio/ui';
import { DemoFrame } from '../../shell/DemoFrame';

/** /timelines: the Timeline demo of docs/requirements.md §2. */
export default function TimelinePage() {
  return (
    <DemoFrame>
      <Timeline />
    </DemoFrame>
  );
}
