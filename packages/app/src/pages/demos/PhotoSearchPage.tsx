import { PhotoSearch } from '@folio/ui';
import type { PageProps } from '../../routes';
import { DemoFrame } from '../../shell/DemoFrame';

/** /photo-search: the PhotoSearch demo of docs/requirements.md §2. */
export default function PhotoSearchPage({ route }: PageProps) {
  return (
    <DemoFrame title={route.title}>
      <PhotoSearch />
    </DemoFrame>
  );
}
