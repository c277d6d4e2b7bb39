import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { DataTable } from './DataTable';

const meta = {
  title: 'Demos/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  args: { onRowsChange: fn() },
  parameters: {
    route: pathTo('dataTable'),
    docs: {
      description: {
        component:
          'The editable progress table of /data-table (docs/requirements.md §2). Columns ID, name, progress and actions. The bar takes one of five theme colours by the bands of docs/requirements.md §9 (100, 90 and over, 70 and over, 50 and over, below 50) and the number is shown beside it. Edit opens a dialog with a name and a progress field limited to whole numbers from 0 to 100; saving updates the row in place. Delete removes the row. All local.',
      },
      story: { inline: false, height: '520px' },
    },
  },
} satisfies Meta<typeof DataTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The sample rows, one per colour band. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID',
      '名稱',
      '進度',
      '操作',
    ]);
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.dataset.band)).toEqual([
      'complete',
      'excellent',
      'good',
      'fair',
      'low',
      'low',
    ]);
    // Five distinct colours for the five bands.
    const colours = bars
      .slice(0, 5)
      .map((bar) => getComputedStyle(bar.firstElementChild as Element).backgroundColor);
    await expect(new Set(colours).size).toBe(5);
    await expect(canvas.getByText('92%')).toBeVisible();
  },
};

/** Every band boundary of docs/requirements.md §9: 100, 99, 90, 89, 70, 69, 50, 49 and 0. */
export const ColourBands: Story = {
  args: {
    initialRows: [100, 99, 90, 89, 70, 69, 50, 49, 0].map((progress, i) => ({
      id: i + 1,
      name: `邊界 ${progress}`,
      progress,
    })),
  },
  play: async ({ canvasElement }) => {
    const bands = within(canvasElement)
      .getAllByRole('progressbar')
      .map((bar) => bar.dataset.band);
    await expect(bands).toEqual([
      'complete',
      'excellent',
      'excellent',
      'good',
      'good',
      'fair',
      'fair',
      'low',
      'low',
    ]);
  },
};

/** Edit a row: the dialog saves a new name and progress, and the row changes in place. */
export const EditRow: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editButton = canvas.getByRole('button', { name: '編輯 購物車結帳' });
    await userEvent.click(editButton);
    const dialog = body(canvasElement).getByRole('dialog', { name: '編輯資料' });
    const name = within(dialog).getByLabelText('名稱');
    const progress = within(dialog).getByLabelText('進度（%）');
    await expect(name).toHaveValue('購物車結帳');
    await expect(progress).toHaveValue(58);
    await userEvent.clear(name);
    await userEvent.type(name, '購物車 2.0');
    await userEvent.clear(progress);
    await userEvent.type(progress, '95');
    await userEvent.click(body(canvasElement).getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    // Same position (the fourth row after the header), new values.
    const row = canvas.getByRole('row', { name: /購物車 2\.0/ });
    await expect(canvas.getAllByRole('row').indexOf(row)).toBe(4);
    const bar = canvas.getByRole('progressbar', { name: '購物車 2.0 進度' });
    await expect(bar).toHaveAttribute('aria-valuenow', '95');
    await expect(bar.dataset.band).toBe('excellent');
    await expect(args.onRowsChange).toHaveBeenCalledTimes(1);
    // Focus goes back to the edit button of the row.
    await expect(canvas.getByRole('button', { name: '編輯 購物車 2.0' })).toHaveFocus();
  },
};

/** Progress is bounded: 101 (or -1, or a fraction) shows the message and nothing is saved. */
export const ProgressOutOfRange: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '編輯 官網改版' }));
    const dialog = body(canvasElement).getByRole('dialog', { name: '編輯資料' });
    const progress = within(dialog).getByLabelText('進度（%）');
    await userEvent.clear(progress);
    await userEvent.type(progress, '101');
    await userEvent.tab();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('進度需為 0 到 100 的整數');
    await expect(progress).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    await expect(dialog).toBeVisible();
    await expect(args.onRowsChange).not.toHaveBeenCalled();

    await userEvent.clear(progress);
    await userEvent.type(progress, '-1');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('進度需為 0 到 100 的整數');

    // Fixing the value clears the message at once.
    await userEvent.clear(progress);
    await userEvent.type(progress, '100');
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await expect(progress).not.toHaveAttribute('aria-invalid');
  },
};

/** The dialog showing the bound message for 101, as a still. */
export const ProgressErrorShown: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '編輯 客服聊天室' }));
    const dialog = body(canvasElement).getByRole('dialog', { name: '編輯資料' });
    const progress = within(dialog).getByLabelText('進度（%）');
    await userEvent.clear(progress);
    await userEvent.type(progress, '101');
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('進度需為 0 到 100 的整數');
    await expect(progress).toHaveAccessibleDescription('進度需為 0 到 100 的整數');
  },
};

/** An empty name is refused too. */
export const EmptyName: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '編輯 會員系統' }));
    const dialog = body(canvasElement).getByRole('dialog', { name: '編輯資料' });
    await userEvent.clear(within(dialog).getByLabelText('名稱'));
    await userEvent.click(within(dialog).getByRole('button', { name: '儲存' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('請輸入名稱');
    await expect(args.onRowsChange).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('會員系統')).toBeVisible();
  },
};

/** Delete removes the row locally. */
export const DeleteRow: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '刪除 訂位系統' }));
    await expect(canvas.queryByText('訂位系統')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(5);
    await expect(canvas.getByText('共 5 筆')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('已刪除 訂位系統');
    await expect(args.onRowsChange).toHaveBeenCalledWith(
      expect.not.arrayContaining([expect.objectContaining({ name: '訂位系統' })]),
    );
  },
};

/** With no rows left, the table says so. */
export const Empty: Story = {
  args: { initialRows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('目前沒有資料')).toBeVisible();
    await expect(within(canvasElement).queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The edit dialog open, as a still. */
export const EditDialogOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '編輯 活動報名' }));
    await expect(body(canvasElement).getByRole('dialog', { name: '編輯資料' })).toBeVisible();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
