import { useLocation } from 'react-router-dom';
import { NotPublicView } from '@folio/ui';
import type { PageProps } from '../../routing/page';

/** Every screen whose content the specification does not show: "this demo is not public yet". */
export default function NotPublicPage({ title }: PageProps) {
  const { pathname } = useLocation();
  return <NotPublicView screen={title} path={pathname} />;
}
