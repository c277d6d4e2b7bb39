import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { PhotoSearch } from './PhotoSearch';
import { playedDocs } from '../../storyParts';

const meta = {
  title: 'Demos/PhotoSearch',
  component: PhotoSearch,
  tags: ['autodocs'],
  args: { onNext: fn() },
  parameters: {
    route: pathTo('photoSearch'),
    ...playedDocs(
      'The photo search of /photo-search (docs/requirements.md §2): tag chips (toggle buttons) narrowed by the 搜尋標籤 field; the chosen tags are listed above, each with a remove button. 下一步 shows a loading state for `durationMs` (2 seconds by default, docs/requirements.md §9), then clears the selection. Stories shorten the wait with `durationMs`.',
    ),
  },
} satisfies Meta<typeof PhotoSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const tagList = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: '可選標籤' }));

/** All sixteen sample tags, none chosen; 下一步 waits for a choice. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tagList(canvasElement).getAllByRole('button')).toHaveLength(16);
    await expect(canvas.getByRole('button', { name: '下一步' })).toBeDisabled();
    await expect(canvas.getByText('尚未選擇')).toBeVisible();
  },
};

/** Typing narrows the chips; a chip toggles its selection, which is listed above. */
export const FilterAndSelect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('搜尋標籤'), '海');
    await expect(
      tagList(canvasElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['海灘']);
    await userEvent.click(tagList(canvasElement).getByRole('button', { name: '海灘' }));
    await expect(tagList(canvasElement).getByRole('button', { name: '海灘' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const chosen = within(canvas.getByRole('list', { name: '已選擇的標籤' }));
    await expect(chosen.getByText('海灘')).toBeVisible();

    await userEvent.clear(canvas.getByLabelText('搜尋標籤'));
    await userEvent.click(tagList(canvasElement).getByRole('button', { name: '日落' }));
    await expect(canvas.getByText('已選擇 2 個標籤')).toBeVisible();
    await userEvent.click(chosen.getByRole('button', { name: '移除 海灘' }));
    await expect(canvas.getByText('已選擇 1 個標籤')).toBeVisible();
    await expect(tagList(canvasElement).getByRole('button', { name: '海灘' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** A search with no match says so. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('搜尋標籤'), '火星');
    await expect(canvas.getByText('找不到「火星」相關的標籤')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: '可選標籤' })).not.toBeInTheDocument();
  },
};

/** 下一步 is busy for `durationMs` (300 ms here), then the selection is cleared. */
export const NextClearsSelection: Story = {
  args: { durationMs: 300, defaultSelected: ['自然', '旅行'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: '下一步' });
    await userEvent.click(next);
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await expect(next).toBeDisabled();
    await expect(canvas.getByText('處理中…')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('尚未選擇')).toBeVisible());
    await expect(canvas.getByText('已送出 2 個標籤，選擇已清除')).toBeVisible();
    await expect(canvas.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    await expect(args.onNext).toHaveBeenCalledWith(['自然', '旅行']);
  },
};

/** The default loading time is 2 seconds: still busy at 1.5 s. */
export const TwoSecondDefault: Story = {
  args: { defaultSelected: ['美食'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(canvas.getByRole('button', { name: '下一步' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(args.onNext).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onNext).toHaveBeenCalledWith(['美食']), { timeout: 3000 });
  },
};

/** Three tags chosen. */
export const Selected: Story = { args: { defaultSelected: ['城市', '夜景', '建築'] } };

/** In the dark theme, with a selection. */
export const Dark: Story = {
  args: { defaultSelected: ['山岳', '露營'] },
  globals: { theme: 'dark' },
};
