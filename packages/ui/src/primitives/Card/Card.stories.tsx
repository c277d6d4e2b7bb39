import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from './Card';

const image = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320"><rect width="640" height="320" fill="#0b6e6e"/><circle cx="520" cy="80" r="48" fill="#dff3f1"/><path d="M0 320 L220 140 L380 260 L480 200 L640 320 Z" fill="#123633"/></svg>',
)}`;

const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: '週末讀書會',
    subtitle: '2025-03-01 · NT$300',
    children: '每月一次，一起讀一本好書，交流想法。',
  },
  parameters: {
    docs: {
      description: {
        component:
          'A surface that groups related content: optional edge-to-edge `media`, a `title` (heading level chosen by `headingLevel` to fit the page outline), a muted `subtitle`, the content and `actions` at the bottom right. Padding is 24 px, 16 px on phones; `padded={false}` for tables and lists.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Title, subtitle and text. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: '週末讀書會' }),
    ).toBeInTheDocument();
  },
};

/** With an image and actions, as an article. */
export const WithMediaAndActions: Story = {
  args: {
    as: 'article',
    headingLevel: 3,
    media: <img src={image} alt="讀書會海報" width={640} height={320} />,
    actions: (
      <>
        <Button variant="text">詳細資訊</Button>
        <Button>購買</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('週末讀書會');
    await expect(canvas.getByRole('img', { name: '讀書會海報' })).toBeVisible();
  },
};

/** Only content, no heading. */
export const ContentOnly: Story = { args: { title: undefined, subtitle: undefined } };

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' }, args: WithMediaAndActions.args };
