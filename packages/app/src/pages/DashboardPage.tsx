import { Dashboard } from '@folio/ui';

/** /test: the dashboard placeholder of docs/requirements.md §2, where /login lands. All its content is sample data. */
export default function DashboardPage() {
  return <Dashboard />;
}
