import { useLocation } from 'react-router-dom';
import { NotPublicPage as NotPublic } from '@folio/ui';
import type { PageProps } from '../routes';

/** Every screen whose content the specification does not show: "this demo is not public yet". */
export default function NotPublicPage({ route }: PageProps) {
  const { pathname } = useLocation();
  return <NotPublic screen={route.title} path={pathname} />;
}
