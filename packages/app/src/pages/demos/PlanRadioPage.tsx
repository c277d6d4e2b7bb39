import { PlanRadioList } from '@folio/ui';
import type { PageProps } from '../../shell/page';
import { DemoFrame } from '../../shell/DemoFrame';

/** /radio-groups: the PlanRadioList demo of docs/requirements.md §2. */
export default function PlanRadioPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <PlanRadioList />
    </DemoFrame>
  );
}
