import { captureStories } from './captureStories';

// The stories whose file name starts with A to M, in light and dark (see captureStories.tsx); the
// rest are in stories-n-z.visual.test.tsx, so that Vitest captures both halves at once.
captureStories(import.meta.glob('../../packages/ui/src/**/[A-Ma-m]*.stories.tsx', { eager: true }));
