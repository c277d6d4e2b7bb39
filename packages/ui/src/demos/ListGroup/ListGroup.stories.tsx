import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListGroup } from './ListGroup';
import { playedDocs } from '../../storyParts';

/** The sub-list a group button controls (`aria-controls`). */
const controlled = (button: HTMLElement) => {
  const list = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('the group controls no list');
  return list;
};

const meta = {
  title: 'Demos/ListGroup',
  component: ListGroup,
  tags: ['autodocs'],
  args: { onSelect: fn() },
  parameters: {
    layout: 'fullscreen',
    ...playedDocs(
      'The nested menu of `/list-group` (docs/requirements.md §2): 使用者 holds two groups, 管理員 (管理, 設定) and 操作 (新增, 檢視, 更新, 刪除). Groups are disclosure buttons with `aria-expanded` and `aria-controls`; items are buttons and the chosen one carries `aria-current`. 使用者 is open at first.',
    ),
  },
} satisfies Meta<typeof ListGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open 管理員, pick 設定; open 操作 and pick 刪除; close 管理員 again. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const users = canvas.getByRole('button', { name: '使用者' });
    await expect(users).toHaveAttribute('aria-expanded', 'true');
    const admin = canvas.getByRole('button', { name: '管理員' });
    await expect(admin).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: '設定' })).not.toBeInTheDocument();

    await userEvent.click(admin);
    await expect(admin).toHaveAttribute('aria-expanded', 'true');
    const sub = controlled(admin);
    await expect(
      within(sub)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['管理', '設定']);
    await userEvent.click(canvas.getByRole('button', { name: '設定' }));
    await expect(args.onSelect).toHaveBeenCalledWith('settings');
    await expect(canvas.getByRole('button', { name: '設定' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByText('目前選擇：')).toHaveTextContent('目前選擇：設定');

    await userEvent.click(canvas.getByRole('button', { name: '操作' }));
    const ops = controlled(canvas.getByRole('button', { name: '操作' }));
    await expect(
      within(ops)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['新增', '檢視', '更新', '刪除']);
    await userEvent.click(canvas.getByRole('button', { name: '刪除' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('delete');

    await userEvent.click(admin);
    await expect(canvas.queryByRole('button', { name: '設定' })).not.toBeInTheDocument();
  },
};

/** Keyboard only: Tab reaches the groups, Enter opens, Space selects. */
export const Keyboard: Story = {
  // A keyboard walk: its state is where the focus is, so its docs page shows its first render.
  parameters: { docs: { story: { autoplay: false } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '使用者' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '操作' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '新增' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledWith('add');
  },
};

/** Every group open, 管理 selected. */
export const AllOpen: Story = {
  args: { defaultExpanded: ['users', 'admin', 'operations'], defaultSelected: 'manage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(9);
    await expect(canvas.getByRole('button', { name: '管理' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** All groups closed. */
export const Collapsed: Story = {
  args: { defaultExpanded: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(1);
  },
};

/** In the dark theme, every group open. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultExpanded: ['users', 'admin', 'operations'], defaultSelected: 'view' },
};
