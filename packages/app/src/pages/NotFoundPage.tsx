import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFound } from '@folio/ui';
import { documentTitle } from '../shell/page';

/** The 404 page for any path that is not in the route table. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle('找不到頁面');
  }, []);
  return <NotFound path={pathname} />;
}
