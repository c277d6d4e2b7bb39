import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from './preview';

/**
 * A story that pins no viewport is tested at lg (1280 px), the desktop width of the snapshot modes
 * (.storybook/modes.ts), instead of @storybook/addon-vitest's 1200 px, which is below lg and so
 * tested the tablet layout. `defaultViewport` is read by the addon's test runner only; the
 * built-Storybook run uses the same width (.storybook/built/stories.spec.ts).
 */
const testDefaults = { parameters: { viewport: { defaultViewport: 'lg' } } };

setProjectAnnotations([a11yAnnotations, projectAnnotations, testDefaults]);
