import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { pathTo } from '@folio/rules';
import {
  StyledChecks,
  StyledFacts,
  StyledLinkButton,
  StyledPanelActions,
  StyledSettings,
  StyledSettingsCard,
  StyledTab,
  StyledTabList,
  StyledTabPanel,
} from './SettingsTabs.styles';
import { StyledDemoTitle } from '../common/demoPage';
import { wrappingMove } from '../common/wrappingMove';

type SettingsTab = 'account' | 'security' | 'notifications' | 'billing';

/** The four tabs of docs/requirements.md §2, in order. */
const settingsTabs: { id: SettingsTab; label: string }[] = [
  { id: 'account', label: '我的帳戶' },
  { id: 'security', label: '安全性' },
  { id: 'notifications', label: '通知' },
  { id: 'billing', label: '帳單' },
];

interface SettingsTabsProps {
  /** The tab selected at first. @default 'account' */
  defaultTab?: SettingsTab;
  /** Called with the newly selected tab. */
  onTabChange?: (tab: SettingsTab) => void;
  /** Page heading. @default '帳戶設定' */
  title?: string;
}

function AccountPanel() {
  return (
    <>
      <h2>我的帳戶</h2>
      <p>你的基本資料，會顯示在個人頁面與訂單上。</p>
      <StyledFacts>
        <dt>名稱</dt>
        <dd>王小明</dd>
        <dt>Email</dt>
        <dd>ming@example.com</dd>
        <dt>加入日期</dt>
        <dd>2023 年 8 月 1 日</dd>
        <dt>會員等級</dt>
        <dd>一般會員</dd>
      </StyledFacts>
    </>
  );
}

function SecurityPanel() {
  return (
    <>
      <h2>安全性</h2>
      <p>定期更換密碼，並啟用兩步驟驗證來保護帳戶。</p>
      <StyledFacts>
        <dt>密碼</dt>
        <dd>上次變更於 2024 年 1 月 10 日</dd>
        <dt>兩步驟驗證</dt>
        <dd>尚未啟用</dd>
        <dt>登入裝置</dt>
        <dd>2 部裝置</dd>
      </StyledFacts>
      <StyledPanelActions>
        <StyledLinkButton to={pathTo('changePassword')}>變更密碼</StyledLinkButton>
      </StyledPanelActions>
    </>
  );
}

function NotificationsPanel() {
  return (
    <>
      <h2>通知</h2>
      <p>選擇你想收到的通知類型。</p>
      <StyledChecks>
        <legend>通知方式</legend>
        <label>
          <input type="checkbox" name="email" defaultChecked />
          <span>
            Email 通知<small>訂單狀態與帳戶安全相關的通知。</small>
          </span>
        </label>
        <label>
          <input type="checkbox" name="push" />
          <span>
            推播通知<small>在瀏覽器收到即時提醒。</small>
          </span>
        </label>
        <label>
          <input type="checkbox" name="newsletter" defaultChecked />
          <span>
            每月電子報<small>新功能與優惠活動的消息。</small>
          </span>
        </label>
      </StyledChecks>
    </>
  );
}

function BillingPanel() {
  return (
    <>
      <h2>帳單</h2>
      <p>目前方案與付款資訊。</p>
      <StyledFacts>
        <dt>目前方案</dt>
        <dd>專業方案，每月 NT$450</dd>
        <dt>下次扣款日</dt>
        <dd>2024 年 7 月 1 日</dd>
        <dt>付款方式</dt>
        <dd>Visa 末四碼 4242</dd>
      </StyledFacts>
    </>
  );
}

const panels: Record<SettingsTab, ComponentType> = {
  account: AccountPanel,
  security: SecurityPanel,
  notifications: NotificationsPanel,
  billing: BillingPanel,
};

/**
 * Account settings in four tabs (docs/requirements.md §2 "Tabs"), following the WAI-ARIA tabs pattern: one tab
 * stop for the tab list, ← → move to and select the previous or next tab (wrapping), Home and End
 * jump to the first and last; Tab then moves into the panel.
 */
export function SettingsTabs({
  defaultTab = 'account',
  onTabChange,
  title = '帳戶設定',
}: SettingsTabsProps) {
  const [selected, setSelected] = useState<SettingsTab>(defaultTab);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<SettingsTab, HTMLButtonElement | null>>>({});

  const select = (tab: SettingsTab, focus = false) => {
    if (focus) tabRefs.current[tab]?.focus();
    if (tab === selected) return;
    setSelected(tab);
    onTabChange?.(tab);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = settingsTabs.findIndex((t) => t.id === selected);
    const target = wrappingMove(event.key, index, settingsTabs.length, 'horizontal');
    const tab = target === undefined ? undefined : settingsTabs[target];
    if (!tab) return;
    event.preventDefault();
    select(tab.id, true);
  };

  return (
    <StyledSettings aria-labelledby={`${baseId}-title`} data-folio="settings-tabs">
      <StyledDemoTitle id={`${baseId}-title`}>{title}</StyledDemoTitle>
      <StyledSettingsCard>
        <StyledTabList role="tablist" aria-label={title} onKeyDown={onKeyDown}>
          {settingsTabs.map((tab) => (
            <StyledTab
              key={tab.id}
              ref={(el) => {
                tabRefs.current[tab.id] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={tab.id === selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={tab.id === selected ? 0 : -1}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </StyledTab>
          ))}
        </StyledTabList>
        {settingsTabs.map((tab) => {
          const Panel = panels[tab.id];
          return (
            <StyledTabPanel
              key={tab.id}
              role="tabpanel"
              id={`${baseId}-panel-${tab.id}`}
              aria-labelledby={`${baseId}-tab-${tab.id}`}
              tabIndex={0}
              hidden={tab.id !== selected}
            >
              <Panel />
            </StyledTabPanel>
          );
        })}
      </StyledSettingsCard>
    </StyledSettings>
  );
}
