export {
  SettingsTabs,
  settingsTabs,
  type SettingsTab,
  type SettingsTabsProps,
} from './SettingsTabs';
