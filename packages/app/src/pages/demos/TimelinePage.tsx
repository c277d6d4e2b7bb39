import { Timeline } from '@folio/ui';
import { DemoFrame } from '../../shell/DemoFrame';

/** /timelines: the Timeline demo of spec §2. */
export default function TimelinePage() {
  return (
    <DemoFrame>
      <Timeline />
    </DemoFrame>
  );
}
