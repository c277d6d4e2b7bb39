import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { markSvg, svgDataUrl } from './brand';

const config: StorybookConfig = {
  stories: [
    // Foundations: the design tokens, generated from the theme module.
    './foundations/*.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The product's mark as the favicon of the manager.
  managerHead: (head) =>
    `${head}<link rel="icon" type="image/svg+xml" href="${svgDataUrl(markSvg(false))}">`,
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No onboarding checklist in the sidebar or the menu: the Introduction page is the start.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  typescript: {
    // react-docgen-typescript reads the types: props tables list a union's values and take
    // defaults from destructuring or a prop's @default tag.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Only the library's own props, not every HTML attribute inherited from React's types.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
};
export default config;
