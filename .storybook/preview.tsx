import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { FolioThemeProvider, type ThemeMode } from '../packages/ui/src/theme';

/** Every story gets the theme chosen in the toolbar (or by a story's `globals.theme`). */
const withTheme: Decorator = (Story, context) => {
  const mode: ThemeMode = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <FolioThemeProvider mode={mode}>
      <Story />
    </FolioThemeProvider>
  );
};

/** One router for all stories (components may render links); stories never add their own. */
const withRouter: Decorator = (Story, context) => (
  <MemoryRouter initialEntries={[context.parameters.route ?? '/']}>
    <Story />
  </MemoryRouter>
);

const preview: Preview = {
  decorators: [withRouter, withTheme],
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: '淺色 Light', icon: 'sun' },
          { value: 'dark', title: '深色 Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, expanded: true },
    // Accessibility violations fail the story tests (design.md §4).
    a11y: { test: 'error' },
    docs: { toc: true },
    options: {
      storySort: { order: ['Introduction', 'Theme', 'Primitives', 'Forms', 'Layout', 'Demos'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
