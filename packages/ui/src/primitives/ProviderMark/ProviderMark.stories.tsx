import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProviderMark } from './ProviderMark';

const meta = {
  title: 'Primitives/ProviderMark',
  component: ProviderMark,
  tags: ['autodocs'],
  args: { provider: 'line', size: 20 },
  argTypes: { provider: { control: 'select', options: ['line', 'google', 'dev', 'github'] } },
  parameters: {
    docs: {
      description: {
        component:
          'The mark of an identity provider (docs/adr/0033-sign-in-with-an-identity-provider.md), drawn in the library: LINE\'s green square with its bubble, Google\'s four-colour "G", a key for the development provider and a person for any other. Decorative (`aria-hidden`): the button or row it sits in names the provider.',
      },
    },
  },
} satisfies Meta<typeof ProviderMark>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One mark; choose the provider and the size. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const mark = canvasElement.querySelector('[data-folio="provider-mark"]');
    await expect(mark).toHaveAttribute('aria-hidden', 'true');
    await expect(mark).toHaveAttribute('data-provider', 'line');
  },
};

/** Every mark at the sizes the buttons (20 px) and a large view (48 px) use. */
export const EveryMark: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, auto)', gap: 16 }}>
      {['line', 'google', 'dev', 'github'].map((provider) => (
        <figure
          key={provider}
          style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 8 }}
        >
          <ProviderMark provider={provider} size={48} />
          <ProviderMark provider={provider} />
          <figcaption>{provider}</figcaption>
        </figure>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-folio="provider-mark"]')).toHaveLength(8);
    await expect(within(canvasElement).getByText('github')).toBeVisible();
  },
};
