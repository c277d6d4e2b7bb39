import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';
import { playedDocs } from '../../storyParts';

const PER_PAGE = 10;

/** Holds the page as the events list does, with 57 items of 10 per page. */
function Paged(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const total = props.total ?? 0;
  const from = total ? (page - 1) * PER_PAGE + 1 : null;
  const to = total ? Math.min(page * PER_PAGE, total) : null;
  return (
    <Pagination
      {...props}
      page={page}
      from={from}
      to={to}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 2, pageCount: 6, total: 57, onPageChange: fn() },
  render: (args) => <Paged {...args} />,
  parameters: playedDocs(
    "Navigation for a server-paged list (the events list): previous and next, at most five page buttons around the current one, and the range text '第 from–to 筆，共 total 筆' (docs/requirements.md §2), e.g. '第 11–20 筆，共 57 筆'; a list with no items shows '共 0 筆' and no page buttons. It is a `<nav>` landmark named 分頁; the current page carries `aria-current=\"page\"`. Pass the API's `meta` (`current_page`, `last_page`, `total`, `from`, `to`) and load the page in `onPageChange`.",
  ),
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Page 2 of 6: '第 11–20 筆，共 57 筆'. Next goes to page 3. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '分頁' });
    const canvas = within(nav);
    await expect(canvas.getByText('第 11–20 筆，共 57 筆')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '第 2 頁' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: '下一頁' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByText('第 21–30 筆，共 57 筆')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '第 3 頁' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Many pages: only five buttons, around the current page. */
export const ManyPages: Story = {
  args: { page: 7, pageCount: 12, total: 115 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pageButtons = () => canvas.getAllByRole('button', { name: /^第 \d+ 頁$/ });
    await expect(pageButtons().map((b) => b.textContent)).toEqual(['5', '6', '7', '8', '9']);
    await userEvent.click(canvas.getByRole('button', { name: '第 9 頁' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(9);
    await expect(pageButtons().map((b) => b.textContent)).toEqual(['7', '8', '9', '10', '11']);
    await expect(canvas.getByText('第 81–90 筆，共 115 筆')).toBeInTheDocument();
  },
};

/** On the first page, previous is disabled; on the last, next. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '上一頁' })).toBeDisabled();
    await expect(canvas.getByText('第 1–10 筆，共 57 筆')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '第 5 頁' }));
    await userEvent.click(canvas.getByRole('button', { name: '下一頁' }));
    await expect(canvas.getByRole('button', { name: '下一頁' })).toBeDisabled();
    await expect(canvas.getByText('第 51–57 筆，共 57 筆')).toBeInTheDocument();
  },
};

/** A click on the current page does nothing. */
export const CurrentPageIgnored: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '第 2 頁' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** An empty list, as the API sends a search with no results (one page, no items): no page "1". */
export const Empty: Story = {
  args: { page: 1, pageCount: 1, total: 0, from: null, to: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共 0 筆')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('button', { name: /^第/ })).toHaveLength(0);
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: { page: 3 } };
