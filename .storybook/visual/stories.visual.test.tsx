import { captureStories } from './captureStories';

// Every story of the library, in light and dark (see captureStories.tsx).
captureStories(import.meta.glob('../../packages/ui/src/**/*.stories.tsx', { eager: true }));
