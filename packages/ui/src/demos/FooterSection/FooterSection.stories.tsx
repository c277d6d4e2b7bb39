import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { FooterSection } from './FooterSection';

const meta = {
  title: 'Demos/FooterSection',
  component: FooterSection,
  tags: ['autodocs'],
  args: { year: 2025 },
  decorators: [
    // The footer sits at the bottom of a page.
    (Story) => (
      <div
        style={{
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
        }}
      >
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The footer of `/footer-section` (docs/requirements.md §2): four social icons (inline SVG, each link named), six links to screens of the site and a copyright line with the current year. The year is a prop: the app passes the real year, stories a fixed one so they stay deterministic.',
      },
    },
  },
} satisfies Meta<typeof FooterSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Six links, four labelled social icons, the year from the `year` prop. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '頁尾連結' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(6);
    await expect(links.map((l) => l.getAttribute('href'))).toEqual([
      pathTo('home'),
      pathTo('about'),
      pathTo('resume'),
      pathTo('events'),
      pathTo('pricingSections'),
      pathTo('faq'),
    ]);
    const social = within(canvas.getByRole('list', { name: '社群網站' })).getAllByRole('link');
    await expect(social.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Facebook',
      'X（Twitter）',
      'LinkedIn',
      'Instagram',
    ]);
    for (const link of social) {
      await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByText('© 2025 Folio．保留所有權利。')).toBeVisible();
  },
};

/** Another year and owner: the copyright line follows the props. */
export const OtherYear: Story = {
  args: { year: 2030, owner: '王小明' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/© 2030 王小明/)).toBeVisible();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
