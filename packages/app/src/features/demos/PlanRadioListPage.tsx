import { DemoFrame, PlanRadioList } from '@folio/ui';
import type { PageProps } from '../../routing/page';

/** /radio-groups: the PlanRadioList demo of docs/requirements.md §2. */
export default function PlanRadioListPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <PlanRadioList />
    </DemoFrame>
  );
}
