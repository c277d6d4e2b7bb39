import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pathTo } from '@folio/rules';
import { ResumeView } from './ResumeView';

const meta = {
  title: 'Layout/ResumeView',
  component: ResumeView,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    route: pathTo('resume'),
    docs: {
      description: {
        component:
          'The resume page at `/resume`, where the member login and the login demo land (docs/requirements.md §1, §2). It introduces the full-stack web developer, says that some demo actions need an administrator login and links to `/login-demo` for it, then lists every demo of docs/requirements.md §2 as a router link with a short description, grouped by theme (the events list and member flows of docs/requirements.md §1 included). The booking system and the task scheduler lead (docs/adr/0017-booking-and-task-scheduler.md); their texts describe the booking rule and the one-second progress poll.',
      },
    },
  },
} satisfies Meta<typeof ResumeView>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every path of docs/requirements.md §2 "Resume page", in page order, plus the admin login, the
 * storefront and docs/requirements.md §1's member links. Written as the spec writes them, not with `pathTo`: the
 * story checks the route table's paths against the spec.
 */
const expectedHrefs = [
  '/login-demo',
  '/booking/booking',
  '/tasks/task-mail',
  '/chat/chat-box',
  '/shopping',
  '/shopping/spec-type',
  '/shopping/product-detail-plus/14',
  '/shopping/product-detail-plus/15',
  '/shopping/product-detail-plus/16',
  '/shopping/product-detail-plus/17',
  '/shopping/product-detail-plus/18',
  '/shopping/update-plus/17',
  '/shopping/create-plus',
  '/events',
  '/register',
  '/forgot-password',
  '/change-password',
  '/radio-groups',
  '/credit-card',
  '/otp-input',
  '/range-slider',
  '/slide-groups',
  '/ratings',
  '/feedbacks',
  '/calendar',
  '/list-group',
  '/navi-drawer',
  '/tabs',
  '/steppers-box',
  '/timelines',
  '/footer-section',
  '/faq',
  '/pricing-sections',
  '/data-table',
  '/cafe-card',
  '/photo-search',
];

/** The page: every link's href is asserted, and the texts of docs/requirements.md §1 and §2 are there. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: '你好，我是一位全端網頁開發者' }),
    ).toBeVisible();
    const hrefs = canvas.getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(hrefs).toEqual(expectedHrefs);
    // Every path docs/requirements.md §2 lists for the resume page (ids 14 to 18 included) is linked.
    const spec = [
      '/chat/chat-box',
      '/shopping/spec-type',
      ...[14, 15, 16, 17, 18].map((id) => `/shopping/product-detail-plus/${id}`),
      '/shopping/update-plus/17',
      '/shopping/create-plus',
      '/tasks/task-mail',
      '/booking/booking',
      '/radio-groups',
      '/credit-card',
      '/faq',
      '/pricing-sections',
      '/data-table',
      '/cafe-card',
      '/photo-search',
      '/list-group',
      '/navi-drawer',
      '/otp-input',
      '/range-slider',
      '/slide-groups',
      '/feedbacks',
      '/ratings',
      '/steppers-box',
      '/timelines',
      '/tabs',
      '/calendar',
      '/footer-section',
    ];
    for (const path of spec) await expect(hrefs).toContain(path);
  },
};

/** The administrator hint links to /login-demo. */
export const AdminHint: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole('complementary', { name: '管理員登入提示' });
    await expect(note).toHaveTextContent('需要管理員權限');
    await expect(within(note).getByRole('link', { name: '展示登入頁' })).toHaveAttribute(
      'href',
      pathTo('loginDemo'),
    );
  },
};

/** The task scheduler and booking descriptions state the one-second poll and the booking rule. */
export const RuleDescriptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const task = canvas.getByRole('link', { name: '任務排程' }).closest('li');
    await expect(task).toHaveTextContent('每一秒輪詢一次進度');
    await expect(task).toHaveTextContent('每分鐘最多寄 30 封');
    const booking = canvas.getByRole('link', { name: '預約系統' }).closest('li');
    await expect(booking).toHaveTextContent('預約日期必須是今天或之後');
    await expect(booking).toHaveTextContent('開始時間從下一個整點起算');
  },
};

/** The demos that open the "not public yet" page in the app (docs/requirements.md §2), as the app's route table reports them. */
const unfinished = ['/chat/chat-box'];

/**
 * With the app's unfinished demos: the booking system leads (ADR 0017), working cards come before
 * unfinished ones in every section, sections without a working card come last, and every
 * unfinished card carries 「尚未公開」.
 */
export const UnfinishedLast: Story = {
  args: { isPublic: (path: string) => !unfinished.includes(path) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(sections[0]).toBe('任務排程與預約');
    // The commerce section's storefront and product pages work: it keeps its place.
    await expect(sections[1]).toBe('智慧客服與商品系統');
    // The headline systems work: the first section holds them, neither card carries the badge.
    await expect(canvas.getByRole('link', { name: '任務排程' })).not.toHaveAccessibleDescription();
    await expect(canvas.getByRole('link', { name: '預約系統' })).not.toHaveAccessibleDescription();
    // Inside each section the working cards lead; sections with none come after the others.
    const regions = canvasElement.querySelectorAll('section[aria-labelledby^="resume-"]');
    const bySection = [...regions].map((region) =>
      [...region.querySelectorAll('a')].map((a) =>
        unfinished.includes(a.getAttribute('href') ?? ''),
      ),
    );
    for (const links of bySection) {
      const firstUnfinished = links.indexOf(true);
      if (firstUnfinished >= 0)
        await expect(links.slice(firstUnfinished).every(Boolean)).toBe(true);
    }
    const allUnfinished = bySection.map((links) => links.length > 0 && links.every(Boolean));
    const firstAllUnfinished = allUnfinished.indexOf(true);
    if (firstAllUnfinished >= 0)
      await expect(allUnfinished.slice(firstAllUnfinished).every(Boolean)).toBe(true);
    await expect(bySection.flat().filter(Boolean)).toHaveLength(unfinished.length);
    // Each unfinished card shows the badge, and its links are described by it.
    const badges = canvas.getAllByText('尚未公開');
    await expect(badges).toHaveLength(1); // the chat box
    await expect(badges[0]).toBeVisible();
    await expect(canvas.getByRole('link', { name: '智慧客服聊天' })).toHaveAccessibleDescription(
      '尚未公開',
    );
    await expect(canvas.getByRole('link', { name: '商品 14' })).not.toHaveAccessibleDescription();
    await expect(canvas.getByRole('link', { name: '新增商品' })).not.toHaveAccessibleDescription();
    await expect(canvas.getByRole('link', { name: '活動列表' })).not.toHaveAccessibleDescription();
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
