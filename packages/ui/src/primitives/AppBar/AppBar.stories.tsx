import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { MenuIcon, MoonIcon } from '../icons';
import { AppBar } from './AppBar';

const meta = {
  title: 'Primitives/AppBar',
  component: AppBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: <a href="#home">Folio</a>,
    start: (
      <IconButton label="開啟選單">
        <MenuIcon />
      </IconButton>
    ),
    children: (
      <>
        <Button variant="text">活動</Button>
        <Button variant="text">履歷</Button>
        <Button variant="text">登入</Button>
      </>
    ),
    end: (
      <IconButton label="切換深色主題">
        <MoonIcon />
      </IconButton>
    ),
  },
} satisfies Meta<typeof AppBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bar is a 64 px banner holding a named navigation region. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('banner');
    await expect(banner.getBoundingClientRect().height).toBe(64);
    const nav = canvas.getByRole('navigation', { name: '主要導覽' });
    await expect(within(nav).getAllByRole('button')).toHaveLength(3);
  },
};

/** The bar with the signed-in member's name. */
export const SignedIn: Story = {
  args: {
    children: (
      <>
        <Button variant="text">活動</Button>
        <Button variant="text">履歷</Button>
        <Button variant="outline" size="small">
          王小明
        </Button>
      </>
    ),
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
