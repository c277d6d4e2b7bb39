import { DemoFrame, RangeSlider } from '@folio/ui';
import type { PageProps } from '../../routing/page';

/** /range-slider: the RangeSlider demo of docs/requirements.md §2. */
export default function RangeSliderPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <RangeSlider />
    </DemoFrame>
  );
}
