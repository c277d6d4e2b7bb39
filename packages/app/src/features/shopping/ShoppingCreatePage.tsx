import { ProductEditor } from '@folio/ui';
import type { PageProps } from '../../routing/page';
import { useProductEditor, type EditorVariant } from './productEditor';

interface ShoppingCreatePageProps extends PageProps {
  variant: EditorVariant;
}

/** /shopping/create and /shopping/create-plus: a new product in the basic or the advanced editor (docs/adr/0030-shopping-catalog.md). */
export default function ShoppingCreatePage({ variant }: ShoppingCreatePageProps) {
  const { key, props } = useProductEditor(variant, undefined);
  return <ProductEditor key={key} {...props} />;
}
