// Setup of the `visual` Vitest project: the same project annotations as the story tests (preview.tsx
// plus the a11y addon, whose axe run is switched off here by the `a11y.manual` global), and the
// snapshot CSS that keeps captures still.
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import * as projectAnnotations from '../preview';
import { installSnapshotStyle } from '../snapshot';

(globalThis as { __FOLIO_VISUAL__?: boolean }).__FOLIO_VISUAL__ = true;
installSnapshotStyle();
setProjectAnnotations([a11yAnnotations, projectAnnotations]);
