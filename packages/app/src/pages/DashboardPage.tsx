import { Dashboard } from '@folio/ui';

/** /test: the dashboard placeholder of spec §2, where /login lands. All its content is sample data. */
export default function DashboardPage() {
  return <Dashboard />;
}
