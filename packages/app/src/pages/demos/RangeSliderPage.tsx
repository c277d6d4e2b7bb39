import { RangeSlider } from '@folio/ui';
import type { PageProps } from '../../routes';
import { DemoFrame } from '../../shell/DemoFrame';

/** /range-slider: the RangeSlider demo of docs/requirements.md §2. */
export default function RangeSliderPage({ route }: PageProps) {
  return (
    <DemoFrame title={route.title}>
      <RangeSlider />
    </DemoFrame>
  );
}
