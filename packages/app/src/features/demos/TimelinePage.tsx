import { DemoFrame, Timeline } from '@folio/ui';

/** /timelines: the Timeline demo of docs/requirements.md §2. */
export default function TimelinePage() {
  return (
    <DemoFrame>
      <Timeline />
    </DemoFrame>
  );
}
