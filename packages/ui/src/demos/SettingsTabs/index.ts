export { SettingsTabs } from './SettingsTabs';
