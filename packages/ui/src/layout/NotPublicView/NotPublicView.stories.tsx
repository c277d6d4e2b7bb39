import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { NotPublicView } from './NotPublicView';

const meta = {
  title: 'Layout/NotPublicView',
  component: NotPublicView,
  tags: ['autodocs'],
  args: { screen: '智慧客服聊天', path: pathTo('chatBox') },
  parameters: {
    layout: 'fullscreen',
    route: pathTo('chatBox'),
    docs: {
      description: {
        component:
          'Shown for every screen whose content the spec does not show (the `/shopping/...` paths, chat box, task mail, booking, cargo, `/type`, `/temp`, `/test/test-view/`): it names the screen, explains in one sentence that it is not public yet and links back to `/resume` (and home). Never a blank page, never a 404.',
      },
    },
  },
} satisfies Meta<typeof NotPublicView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Names the screen and links back to the resume page. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: '「智慧客服聊天」尚未公開' }),
    ).toBeVisible();
    // The path is developer text: not on the screen.
    await expect(canvas.queryByText(pathTo('chatBox'))).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '回到履歷頁' })).toHaveAttribute(
      'href',
      pathTo('resume'),
    );
    await expect(canvas.getByRole('link', { name: '前往首頁' })).toHaveAttribute(
      'href',
      pathTo('home'),
    );
  },
};

/** A shopping screen. */
export const ShoppingScreen: Story = {
  args: { screen: '商品詳情（加強版）', path: pathTo('productDetailPlus', { id: 14 }) },
  parameters: { route: pathTo('productDetailPlus', { id: 14 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      '商品詳情（加強版）',
    );
  },
};

/** The path is never shown to visitors (developer text). */
export const PathHidden: Story = {
  args: { screen: '測試檢視', path: pathTo('testView') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/頁面路徑/)).not.toBeInTheDocument();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
