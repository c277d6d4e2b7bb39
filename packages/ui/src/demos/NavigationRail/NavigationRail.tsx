import { useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import {
  StyledAvatar,
  StyledFadingLabel,
  StyledRail,
  StyledRailButton,
  StyledRailContent,
  StyledRailDemo,
  StyledRailFrame,
  StyledRailList,
  StyledRailProfile,
} from './NavigationRail.styles';
import { IconSvg, UserIcon } from '../../primitives/icons';
import { StyledDemoTitle } from '../common/demoPage';
import { menuIconPaths } from '../common/menuIconPaths';

type RailItemId = 'home' | 'account' | 'users' | 'settings';

/** The rail's destinations. */
const railItems: { id: RailItemId; label: string; text: string; icon: ReactNode }[] = [
  {
    id: 'home',
    label: '首頁',
    text: '歡迎回來！這裡整理了最近的活動與通知。',
    icon: (
      <IconSvg>
        <path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />
      </IconSvg>
    ),
  },
  {
    id: 'account',
    label: '我的帳戶',
    text: '查看與編輯你的個人資料、頭像與聯絡方式。',
    icon: <UserIcon />,
  },
  {
    id: 'users',
    label: '使用者',
    text: '管理團隊成員與他們的權限。',
    icon: <IconSvg>{menuIconPaths.users}</IconSvg>,
  },
  {
    id: 'settings',
    label: '設定',
    text: '調整通知、語言與主題等偏好設定。',
    icon: <IconSvg>{menuIconPaths.settings}</IconSvg>,
  },
];

interface NavigationRailProps {
  /** Keep the rail open regardless of hover and focus (for screenshots and docs). @default false */
  expanded?: boolean;
  /** The destination selected at first. @default 'home' */
  defaultItem?: RailItemId;
  /** Called with the chosen destination. */
  onNavigate?: (id: RailItemId) => void;
  /** Name shown in the profile row. @default '王小明' */
  userName?: string;
  /** Page heading. @default '導覽抽屜' */
  title?: string;
}

/**
 * A navigation rail (docs/requirements.md §2 "Navigation drawer"): a narrow column of icons that widens over the
 * content to show the labels while the pointer is over it or while keyboard focus is inside it
 * (a mouse click does not hold it open).
 * The labels are always in the accessibility tree, so every button is named even when collapsed.
 */
export function NavigationRail({
  expanded = false,
  defaultItem = 'home',
  onNavigate,
  userName = '王小明',
  title = '導覽抽屜',
}: NavigationRailProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [current, setCurrent] = useState<RailItemId>(defaultItem);
  const titleId = useId();
  const open = expanded || hovered || focused;
  const item = railItems.find((i) => i.id === current);

  // Only keyboard focus opens the rail: after a mouse click the pointer decides, so the rail closes
  // when the pointer leaves even though the clicked button keeps focus.
  const pointerDown = useRef(false);
  const onFocus = () => {
    if (!pointerDown.current) setFocused(true);
    pointerDown.current = false;
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <StyledRailDemo aria-labelledby={titleId} data-folio="navigation-rail">
      <StyledDemoTitle id={titleId}>{title}</StyledDemoTitle>
      <StyledRailFrame>
        <StyledRail
          aria-label="側邊導覽"
          $expanded={open}
          data-expanded={open}
          // Hover is a mouse thing: a tap on a phone fires enter without a later leave, which left
          // the rail stuck open.
          onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
          onPointerLeave={(e) => e.pointerType === 'mouse' && setHovered(false)}
          onPointerDown={() => {
            pointerDown.current = true;
          }}
          onPointerUp={() => {
            pointerDown.current = false;
          }}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          <StyledRailProfile>
            <StyledAvatar aria-hidden="true">{userName.slice(0, 1)}</StyledAvatar>
            <StyledFadingLabel $expanded={open}>
              {userName}
              <small>ming@example.com</small>
            </StyledFadingLabel>
          </StyledRailProfile>
          <StyledRailList>
            {railItems.map((i) => (
              <li key={i.id}>
                <StyledRailButton
                  type="button"
                  aria-current={i.id === current ? 'page' : undefined}
                  onClick={() => {
                    // A selection closes the rail; only a mouse still over it keeps it open.
                    setFocused(false);
                    setCurrent(i.id);
                    onNavigate?.(i.id);
                  }}
                >
                  {i.icon}
                  <StyledFadingLabel $expanded={open}>{i.label}</StyledFadingLabel>
                </StyledRailButton>
              </li>
            ))}
          </StyledRailList>
        </StyledRail>
        <StyledRailContent>
          <h2>{item?.label}</h2>
          <p>{item?.text}</p>
          <p>把滑鼠移到左側的圖示列上，或用 Tab 鍵移入，選單就會展開並顯示文字。</p>
        </StyledRailContent>
      </StyledRailFrame>
    </StyledRailDemo>
  );
}
