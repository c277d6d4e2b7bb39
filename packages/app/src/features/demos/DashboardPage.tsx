import { Dashboard } from '@folio/ui';
import { useSiteNavInScreen } from '../../layout/siteNav';

/**
 * /test: the dashboard placeholder of docs/requirements.md §2, where /login lands. All its content
 * is sample data. Its drawer also holds the site's navigation, so a phone has one menu button.
 */
export default function DashboardPage() {
  return <Dashboard siteNav={useSiteNavInScreen()} />;
}
