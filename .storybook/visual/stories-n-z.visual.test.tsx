import { captureStories } from './captureStories';

// Every story whose file name does not start with A to M (see stories-a-m.visual.test.tsx).
captureStories(
  import.meta.glob('../../packages/ui/src/**/[!A-Ma-m]*.stories.tsx', { eager: true }),
);
