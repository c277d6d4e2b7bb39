import { SettingsTabs } from '@folio/ui';
import { DemoFrame } from '../../shell/DemoFrame';

/** /tabs: the SettingsTabs demo of docs/requirements.md §2. */
export default function SettingsTabsPage() {
  return (
    <DemoFrame>
      <SettingsTabs />
    </DemoFrame>
  );
}
