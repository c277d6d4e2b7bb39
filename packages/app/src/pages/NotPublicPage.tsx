import { useLocation } from 'react-router-dom';
import { NotPublicPage as NotPublic } from '@folio/ui';
import type { PageProps } from '../shell/page';

/** Every screen whose content the specification does not show: "this demo is not public yet". */
export default function NotPublicPage({ title }: PageProps) {
  const { pathname } = useLocation();
  return <NotPublic screen={title} path={pathname} />;
}
