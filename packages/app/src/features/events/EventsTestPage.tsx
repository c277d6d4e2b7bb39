import { EventsView } from '@folio/ui';
import { useEvents } from './hooks';
import { toListItem } from './EventsPage';

/** /events-test: the events test list, GET /events without parameters and no paging. */
export default function EventsTestPage() {
  const { data, error, isLoading } = useEvents();
  return (
    <EventsView
      title="活動測試列表"
      events={(data?.data ?? []).map(toListItem)}
      loading={isLoading}
      errorMessage={error ? '活動載入失敗，請稍後再試。' : undefined}
    />
  );
}
