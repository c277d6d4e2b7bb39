import { useId } from 'react';
import {
  StyledTimeline,
  StyledTimelineCard,
  StyledTimelineDate,
  StyledTimelineDot,
  StyledTimelineItem,
  StyledTimelineList,
} from './Timeline.styles';
import { StyledDemoTitle } from '../common/demoPage';

interface TimelineItem {
  title: string;
  /** ISO date, `YYYY-MM-DD`. */
  date: string;
  /** One or two sentences. */
  text: string;
}

/** The four sample conference items of docs/requirements.md §2. */
const conferenceItems: TimelineItem[] = [
  {
    title: '前端開發者年會',
    date: '2024-03-16',
    text: '分享以元件驅動開發大型單頁應用的經驗，從設計系統談到自動化測試。',
  },
  {
    title: '雲端架構高峰會',
    date: '2024-06-08',
    text: '介紹無狀態 API 服務的水平擴充，以及資料庫連線池與快取的實務設定。',
  },
  {
    title: '全端工程技術論壇',
    date: '2024-09-21',
    text: '從 OpenAPI 合約出發，同時產生前端型別與後端驗證，讓前後端保持一致。',
  },
  {
    title: '使用者體驗設計大會',
    date: '2024-11-30',
    text: '探討無障礙設計與深色主題，讓每位使用者都能順利完成操作。',
  },
];

/** `2024-03-16` → `2024 年 3 月 16 日` (no clock, no locale data). */
function formatTimelineDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year} 年 ${month} 月 ${day} 日`;
}

interface TimelineProps {
  /** The items, oldest first. @default the four conferences of docs/requirements.md §2 (`conferenceItems`) */
  items?: TimelineItem[];
  /** Page heading. @default '研討會時間軸' */
  title?: string;
}

/** A vertical timeline of events (docs/requirements.md §2 "Timeline"): alternating sides from md up, one column on phones. */
export function Timeline({ items = conferenceItems, title = '研討會時間軸' }: TimelineProps) {
  const titleId = useId();
  return (
    <StyledTimeline aria-labelledby={titleId} data-folio="timeline">
      <StyledDemoTitle id={titleId}>{title}</StyledDemoTitle>
      <StyledTimelineList>
        {items.map((item) => (
          <StyledTimelineItem key={`${item.date}-${item.title}`}>
            <StyledTimelineDot aria-hidden="true" />
            <StyledTimelineCard>
              <StyledTimelineDate dateTime={item.date}>
                {formatTimelineDate(item.date)}
              </StyledTimelineDate>
              <h2>{item.title}</h2>
              <p>{item.text}</p>
            </StyledTimelineCard>
          </StyledTimelineItem>
        ))}
      </StyledTimelineList>
    </StyledTimeline>
  );
}
