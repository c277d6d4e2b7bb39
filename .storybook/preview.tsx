import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { DocsCanvasStyle } from './DocsCanvasStyle';
import { withDocsFrame } from './docsFrame';
import { FolioThemeProvider, type ThemeMode } from '../packages/ui/src/theme';
import { allModes } from './modes';
import { viewportOptions } from './viewports';
import { withoutCodeControls } from './argTypes';
import { docsPlayDone, docsPlayTurn } from './docsPlay';
import { fontsReady, installSnapshotStyle, isSnapshotContext } from './snapshot';

/**
 * Every story gets the theme chosen in the toolbar (or by a story's `globals.theme`). On a docs
 * page several stories share one document, so each story's theme is confined to its own box
 * (`scoped`) and never restyles the page or the other stories.
 */
const withTheme: Decorator = (Story, context) => {
  const mode: ThemeMode = context.globals.theme === 'dark' ? 'dark' : 'light';
  const docs = context.viewMode === 'docs';
  return (
    <FolioThemeProvider mode={mode} scoped={docs}>
      {docs && <DocsCanvasStyle />}
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

/** In Chromatic (and the local visual tests) transitions and the caret are switched off. */
const withStableSnapshots: Decorator = (Story) => {
  if (isSnapshotContext()) installSnapshotStyle();
  return <Story />;
};

const preview: Preview = {
  decorators: [withRouter, withTheme, withStableSnapshots, withDocsFrame],
  // Props holding React nodes or callbacks get no JSON control (no `$$typeof` in props tables).
  argTypesEnhancers: [withoutCodeControls],
  // Stories with `docs.story.autoplay` play on their docs page, one at a time (docsPlay.ts).
  beforeEach: docsPlayTurn,
  afterEach: docsPlayDone,
  // Text is captured in its final face: wait for fonts before a story renders.
  loaders: [fontsReady],
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
    // Accessibility violations fail the story tests (docs/architecture.md §4).
    a11y: { test: 'error' },
    // Chromatic: every story in light and dark at 375 and 1280 px (.storybook/modes.ts), with
    // animations paused at their last frame and reduced motion requested.
    chromatic: { modes: allModes, pauseAnimationAtEnd: true, prefersReducedMotion: 'reduce' },
    // The toolbar's viewports are the product's breakpoints (.storybook/viewports.ts).
    viewport: { options: viewportOptions },
    docs: { toc: true },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colours', 'Typography', 'Spacing and shape', 'Layers and breakpoints'],
          'Theme',
          'Primitives',
          'Forms',
          ['Messages'],
          'Layout',
          'Demos',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
