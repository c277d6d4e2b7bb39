import { useTheme } from 'styled-components';
import { pathTo } from '@folio/rules';
import {
  StyledActions,
  StyledBadge,
  StyledNotPublic,
  StyledNotPublicCard,
  StyledPrimaryLink,
  StyledSecondaryLink,
} from './NotPublicView.styles';
import { ArrowLeftIcon } from '../../primitives/icons';

interface NotPublicViewProps {
  /** Name of the screen that is not public, e.g. 智慧客服聊天. */
  screen: string;
  /**
   * Its path, e.g. `/chat/chat-box`: kept as `data-path` for developers, not shown to visitors.
   * @default none
   */
  path?: string;
}

/** A closed folder with a small lock: "kept, but not shown yet". Decorative. */
function Illustration() {
  const { palette } = useTheme();
  return (
    <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="56" fill={palette.primarySoft} />
      <path
        d="M26 44a6 6 0 0 1 6-6h18l6 7h32a6 6 0 0 1 6 6v33a6 6 0 0 1-6 6H32a6 6 0 0 1-6-6z"
        fill={palette.surface}
        stroke={palette.primary}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="70" y="66" width="26" height="20" rx="4" fill={palette.primary} />
      <path
        d="M75 66v-6a8 8 0 0 1 16 0v6"
        fill="none"
        stroke={palette.primary}
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <circle cx="83" cy="76" r="3" fill={palette.onPrimary} />
    </svg>
  );
}

/**
 * The page for a screen whose content is not public (docs/requirements.md §2 "Screens without
 * content": the chat box, shopping, cargo and test screens): it names the screen, explains briefly
 * and leads back to the resume page. Never a blank page, never a 404.
 */
export function NotPublicView({ screen, path }: NotPublicViewProps) {
  return (
    <StyledNotPublic data-folio="not-public-view" data-path={path}>
      <StyledNotPublicCard>
        <Illustration />
        <StyledBadge>尚未公開</StyledBadge>
        <h1>「{screen}」尚未公開</h1>
        <p>這個展示頁面屬於作品集的一部分，但內容目前還沒有對外公開，整理完成後會再開放瀏覽。</p>
        <p>你可以先回到履歷頁，瀏覽其他已公開的展示作品。</p>
        <StyledActions>
          <StyledPrimaryLink to={pathTo('resume')}>
            <ArrowLeftIcon />
            回到履歷頁
          </StyledPrimaryLink>
          <StyledSecondaryLink to={pathTo('home')}>前往首頁</StyledSecondaryLink>
        </StyledActions>
      </StyledNotPublicCard>
    </StyledNotPublic>
  );
}
