import { DemoFrame, PhotoSearch } from '@folio/ui';
import type { PageProps } from '../../routing/page';

/** /photo-search: the PhotoSearch demo of docs/requirements.md §2. */
export default function PhotoSearchPage({ title }: PageProps) {
  return (
    <DemoFrame title={title}>
      <PhotoSearch />
    </DemoFrame>
  );
}
