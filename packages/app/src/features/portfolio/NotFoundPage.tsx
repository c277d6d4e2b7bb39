import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundView } from '@folio/ui';
import { documentTitle } from '../../routing/page';

/** The 404 page for any path that is not in the route table. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle('找不到頁面');
  }, []);
  return <NotFoundView path={pathname} />;
}
