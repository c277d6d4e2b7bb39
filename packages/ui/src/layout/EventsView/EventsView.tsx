import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice, datePart } from '../../format';
import { breakpoints, space } from '../../theme/tokens';
import {
  Button,
  Lightbox,
  Picture,
  Skeleton,
  type PaginationProps,
  type PictureSource,
} from '../../primitives';
import {
  ListStates,
  PlaceholderList,
  SearchFields,
  useSearchDraft,
} from '../listScreen/listScreen';
import {
  StyledActions,
  StyledBody,
  StyledEventsView,
  StyledHeader,
  StyledMeta,
  StyledNoImage,
  StyledPrice,
  StyledRow,
  StyledRows,
  StyledSearch,
  StyledThumbButton,
  StyledTitleRow,
} from './EventsView.styles';

/** One event as the list shows it; `imageUrl` is the full URL of `image_path`, or null. */
export interface EventsViewItem {
  id: number;
  name: string;
  description: string;
  /** 'YYYY-MM-DD HH:mm:ss'; the list shows the date part. */
  start_time: string;
  price: number | null;
  imageUrl: string | null;
  /** Smaller copies of the image (AVIF, WebP) for the thumbnail and the viewer. */
  imageSources?: PictureSource[];
}

/** The thumbnail's width (EventsView.styles.ts: 96 px, 160 px from `sm`), for choosing a copy. */
const THUMB_SIZES = `(min-width: ${breakpoints.sm}px) 160px, 96px`;

interface EventsViewProps {
  /** The events of the current page. */
  events: EventsViewItem[];
  /** The heading. @default '活動列表' */
  title?: string;
  /** Shows placeholders instead of rows. @default false */
  loading?: boolean;
  /** Shown instead of the rows when the list could not be loaded. */
  errorMessage?: string;
  /** The active keyword; omit to hide the search form (the test list). */
  search?: string;
  /** Called with the new keyword when the search is sent, and with '' when it is cleared. */
  onSearch?: (keyword: string) => void;
  /** Paging under the list; omit for a list without paging. */
  pagination?: Omit<PaginationProps, 'label'>;
  /** Adds an edit link to each row it gives a URL for (rows the member may edit). */
  editHref?: (id: number) => string | undefined;
  /** Controls beside the title (the app's 建立活動 link). */
  actions?: ReactNode;
  /**
   * The next page or search is loading while the current rows still show: a progress bar runs
   * over them and they are marked busy, so the wait is visible. @default false
   */
  busy?: boolean;
  /** Offers 重試 under `errorMessage`. */
  onRetry?: () => void;
}

/**
 * The events screen: keyword search, rows with the image (opens a fullscreen viewer), name,
 * description, the date of `start_time`, the price in NT$ and a buy button (no action yet), and
 * pagination with at most 5 page buttons and 'from–to of total'.
 */
export function EventsView({
  events,
  title = '活動列表',
  loading = false,
  errorMessage,
  search,
  onSearch,
  pagination,
  editHref,
  actions,
  busy = false,
  onRetry,
}: EventsViewProps) {
  const [viewing, setViewing] = useState<EventsViewItem | null>(null);
  const searchDraft = useSearchDraft(search, onSearch);

  return (
    <StyledEventsView aria-labelledby="event-list-title" data-folio="events-view">
      <StyledHeader>
        <StyledTitleRow>
          <h1 id="event-list-title">{title}</h1>
          {actions}
        </StyledTitleRow>
        {search !== undefined && (
          <StyledSearch role="search" onSubmit={searchDraft.submit}>
            <SearchFields label="搜尋活動" placeholder="輸入關鍵字" {...searchDraft} />
          </StyledSearch>
        )}
      </StyledHeader>

      <ListStates
        noun="活動"
        progressMargin={`${space(-3)} 0`}
        busy={busy}
        errorMessage={errorMessage}
        onRetry={onRetry}
        loading={
          loading && (
            <PlaceholderList List={StyledRows} Item={StyledRow} label="活動載入中">
              <Skeleton variant="rect" height={72} />
              <Skeleton lines={3} />
            </PlaceholderList>
          )
        }
        empty={
          events.length === 0
            ? {
                message: search ? `找不到符合「${search}」的活動。` : '目前沒有活動。',
                action:
                  search && onSearch
                    ? { label: '清除搜尋', onClick: () => onSearch('') }
                    : undefined,
              }
            : undefined
        }
        pagination={pagination}
        paginationLabel="活動分頁"
      >
        <StyledRows aria-busy={busy || undefined}>
          {events.map((item, index) => (
            <StyledRow key={item.id} aria-labelledby={`event-${item.id}-name`}>
              {item.imageUrl ? (
                <StyledThumbButton
                  type="button"
                  onClick={() => setViewing(item)}
                  aria-label={`放大圖片：${item.name}`}
                >
                  {/* The first row is at the top of the first view: fetched at once, first. */}
                  <Picture
                    src={item.imageUrl}
                    sources={item.imageSources}
                    sizes={THUMB_SIZES}
                    alt=""
                    width={160}
                    height={120}
                    loading={index === 0 ? 'eager' : 'lazy'}
                    fetchPriority={index === 0 ? 'high' : undefined}
                    decoding="async"
                  />
                </StyledThumbButton>
              ) : (
                <StyledNoImage>沒有圖片</StyledNoImage>
              )}
              <StyledBody>
                <h2 id={`event-${item.id}-name`}>{item.name}</h2>
                <p>{item.description}</p>
                <StyledMeta>
                  <span>
                    日期：
                    <time dateTime={datePart(item.start_time)}>{datePart(item.start_time)}</time>
                  </span>
                  <span>
                    價格：
                    <StyledPrice>
                      {item.price === null ? '未定價' : formatPrice(item.price)}
                    </StyledPrice>
                  </span>
                </StyledMeta>
              </StyledBody>
              <StyledActions>
                <Button aria-label={`購買：${item.name}`}>購買</Button>
                {editHref?.(item.id) && (
                  <Link to={editHref(item.id) ?? ''} aria-label={`編輯：${item.name}`}>
                    編輯
                  </Link>
                )}
              </StyledActions>
            </StyledRow>
          ))}
        </StyledRows>
      </ListStates>

      {viewing?.imageUrl && (
        <Lightbox
          open
          onClose={() => setViewing(null)}
          src={viewing.imageUrl}
          sources={viewing.imageSources}
          alt={viewing.name}
          caption={viewing.name}
        />
      )}
    </StyledEventsView>
  );
}
