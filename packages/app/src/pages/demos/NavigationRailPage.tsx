import { NavigationRail } from '@folio/ui';
import { DemoFrame } from '../../shell/DemoFrame';

/** /navi-drawer: the NavigationRail demo of docs/requirements.md §2. */
export default function NavigationRailPage() {
  return (
    <DemoFrame>
      <NavigationRail />
    </DemoFrame>
  );
}
