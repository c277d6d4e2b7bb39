import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EventsView, type EventsViewItem } from './EventsView';
import { playedDocs } from '../../storyParts';

/** A small inline picture, so stories need no network. */
const picture = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${hue + 40} 70% 35%)"/></linearGradient></defs><rect width="160" height="120" fill="url(#g)"/><circle cx="120" cy="36" r="18" fill="rgba(255,255,255,.5)"/></svg>`,
  )}`;

const events: EventsViewItem[] = [
  {
    id: 14,
    name: '前端效能調校工作坊',
    description:
      '從 Lighthouse 報告出發，實作程式碼分割、圖片最佳化與快取策略，帶走一份可立即套用的檢查表。',
    start_time: '2026-12-05 14:00:00',
    price: 1200,
    imageUrl: picture(170),
  },
  {
    id: 15,
    name: 'TypeScript 型別設計讀書會',
    description: '一起讀泛型、條件型別與型別推論，用實例練習設計好用又安全的 API。',
    start_time: '2026-12-12 19:30:00',
    price: 0,
    imageUrl: picture(210),
  },
  {
    id: 16,
    name: '年終技術分享晚會',
    description: '社群年度聚會，價格未定，歡迎先報名。',
    start_time: '2026-12-28 18:00:00',
    price: null,
    imageUrl: null,
  },
];

const meta = {
  title: 'Layout/EventsView',
  component: EventsView,
  tags: ['autodocs'],
  args: {
    events,
    search: '',
    onSearch: fn(),
    pagination: { page: 2, pageCount: 6, total: 57, from: 11, to: 20, onPageChange: fn() },
  },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The /events screen. Each row shows the name, description, the date part of `start_time` (the text before the first space), the price in NT$ with thousands separators and no decimals, and the image; clicking the image opens a fullscreen viewer. The buy button has no action yet (docs/requirements.md §2). Search is sent with Enter or 搜尋; clearing the field shows all events again.',
    ),
  },
} satisfies Meta<typeof EventsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of events with search and pagination. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('listitem', { name: '前端效能調校工作坊' });
    await expect(first).toHaveTextContent('2026-12-05');
    await expect(first).not.toHaveTextContent('14:00');
    await expect(first).toHaveTextContent('NT$1,200');
    await expect(canvas.getByRole('listitem', { name: '年終技術分享晚會' })).toHaveTextContent(
      '未定價',
    );
    await expect(canvas.getByText('第 11–20 筆，共 57 筆')).toBeVisible();
  },
};

/** Searching sends the trimmed keyword; clearing the field sends '' (back to every event). */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: '搜尋活動' });
    await userEvent.type(field, '  工作坊 {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('工作坊');
    await userEvent.clear(field);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

/** Clearing an active search calls `onSearch('')`. */
export const ClearSearch: Story = {
  args: { search: '工作坊', events: events.slice(0, 1) },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('searchbox', { name: '搜尋活動' });
    await expect(field).toHaveValue('工作坊');
    await userEvent.clear(field);
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** Clicking an image opens the fullscreen viewer; Escape closes it and focus goes back. */
export const ImageViewer: Story = {
  // Its play opens a modal: on the docs page it plays in a frame of its own.
  parameters: { docs: { story: { inline: false, height: '40rem' } } },
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('button', {
      name: '放大圖片：前端效能調校工作坊',
    });
    await userEvent.click(thumb);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: '前端效能調校工作坊' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(thumb).toHaveFocus();
  },
};

/** Page buttons call `onPageChange`. */
export const ChangePage: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '活動分頁' });
    await userEvent.click(within(nav).getByRole('button', { name: /第 3 頁|^3$/ }));
    await expect(args.pagination?.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** While the list loads: placeholders, marked busy. */
export const Loading: Story = { args: { loading: true, events: [] } };

/** A search that finds nothing says so, and offers to clear it. */
export const EmptySearch: Story = {
  args: { events: [], search: '不存在的活動', pagination: undefined, onSearch: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '找不到符合「不存在的活動」的活動。',
    );
    await userEvent.click(canvas.getByRole('button', { name: '清除搜尋' }));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** The next page or search is loading: the current rows stay, marked busy, under a progress bar. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('listitem')[0]?.parentElement;
    await expect(rows).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(canvasElement).getByRole('progressbar', { name: '活動載入中' }),
    ).toBeVisible();
  },
};

/** A failed page or search, with 重試. */
export const LoadErrorWithRetry: Story = {
  args: { errorMessage: '活動載入失敗，請稍後再試。', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('活動載入失敗');
    await expect(canvas.queryByRole('listitem')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重試' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The list could not be loaded. */
export const LoadError: Story = {
  args: { errorMessage: '活動載入失敗，請稍後再試。' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('活動載入失敗');
  },
};

/** The events test list: every event, no search and no paging. */
export const WithoutPaging: Story = {
  args: { title: '活動測試列表', search: undefined, pagination: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** For members: an edit link per row. */
export const WithEditLinks: Story = {
  args: { editHref: (id: number) => `/events/${id}/edit` },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: '編輯：前端效能調校工作坊' }),
    ).toHaveAttribute('href', '/events/14/edit');
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
