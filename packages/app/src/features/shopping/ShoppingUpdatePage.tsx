import { useParams } from 'react-router-dom';
import { ProductEditor } from '@folio/ui';
import type { PageProps } from '../../routing/page';
import { useProductEditor, type EditorVariant } from './productEditor';

interface ShoppingUpdatePageProps extends PageProps {
  variant: EditorVariant;
}

/** /shopping/update/:id and /shopping/update-plus/:id: a product in the basic or the advanced editor, saved with the version read (docs/adr/0030-shopping-catalog.md). */
export default function ShoppingUpdatePage({ variant }: ShoppingUpdatePageProps) {
  const { key, props } = useProductEditor(variant, useParams().id);
  return <ProductEditor key={key} {...props} />;
}
