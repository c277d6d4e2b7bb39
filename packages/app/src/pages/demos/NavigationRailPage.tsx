import { NavigationRail } from '@folio/ui';
import { DemoFrame } from '../../shell/DemoFrame';

/** /navi-drawer: the NavigationRail demo of spec §2. */
export default function NavigationRailPage() {
  return (
    <DemoFrame>
      <NavigationRail />
    </DemoFrame>
  );
}
