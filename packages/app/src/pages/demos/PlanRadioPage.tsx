import { PlanRadioList } from '@folio/ui';
import type { PageProps } from '../../routes';
import { DemoFrame } from '../../shell/DemoFrame';

/** /radio-groups: the PlanRadioList demo of docs/requirements.md §2. */
export default function PlanRadioPage({ route }: PageProps) {
  return (
    <DemoFrame title={route.title}>
      <PlanRadioList />
    </DemoFrame>
  );
}
