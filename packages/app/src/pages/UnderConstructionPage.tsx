import { UnderConstruction } from '@folio/ui';
import { useLocation } from 'react-router-dom';
import type { PageProps } from '../routes';

/** The marked placeholder shown by a route whose screen is not built yet. */
export default function UnderConstructionPage({ route }: PageProps) {
  const { pathname } = useLocation();
  return <UnderConstruction name={route.title} path={pathname} description={route.description} />;
}
