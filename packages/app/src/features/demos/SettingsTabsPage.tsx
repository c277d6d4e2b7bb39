import { DemoFrame, SettingsTabs } from '@folio/ui';

/** /tabs: the SettingsTabs demo of docs/requirements.md §2. */
export default function SettingsTabsPage() {
  return (
    <DemoFrame>
      <SettingsTabs />
    </DemoFrame>
  );
}
