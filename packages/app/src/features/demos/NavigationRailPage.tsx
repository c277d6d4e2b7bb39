import { DemoFrame, NavigationRail } from '@folio/ui';

/** /navi-drawer: the NavigationRail demo of docs/requirements.md §2. */
export default function NavigationRailPage() {
  return (
    <DemoFrame>
      <NavigationRail />
    </DemoFrame>
  );
}
