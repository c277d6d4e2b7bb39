import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { imageSources, imageUrl, type Event } from '@folio/api';
import { mayUpdateEvent, pathTo } from '@folio/rules';
import { EventsView, type EventsViewItem } from '@folio/ui';
import { storageRoot } from '../../api';
import { useEvents } from './hooks';
import { primeEventsPageOne } from './hooks';
import { pagerOf, useListAnswer } from '../../lists/useListAnswer';
import { loginThenBackTo } from '../../session/returnTo';
import { useSession } from '../../session/SessionProvider';

export const toListItem = (event: Event): EventsViewItem => ({
  id: event.id,
  name: event.name,
  description: event.description,
  start_time: event.start_time,
  price: event.price,
  imageUrl: imageUrl(event.image_path, storageRoot),
  imageSources: imageSources(event, storageRoot),
});

// The rows the server drew /events with, in the cache before the screen's first render.
primeEventsPageOne();

/**
 * /events: page and keyword live in the URL (?page=&search=), so a reload or a shared link shows
 * the same list. A page change reloads from the server and scrolls to the top; a new or cleared
 * search starts again at page 1.
 */
export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const { user } = useSession();
  const location = useLocation();
  const read = useEvents({ page, search });
  // docs/requirements.md §7: a failed list is only logged; the screen says it could not load.
  const list = useListAnswer(read, 'events list');
  const { mutate } = read;

  // docs/requirements.md §4: clearing the search reloads page 1 from the server, even when it is cached.
  const previousSearch = useRef(search);
  useEffect(() => {
    if (previousSearch.current !== '' && search === '') void mutate();
    previousSearch.current = search;
  }, [search, mutate]);

  const go = (next: { page?: number; search?: string }) => {
    const query = new URLSearchParams();
    const nextSearch = next.search ?? search;
    const nextPage = next.page ?? 1;
    if (nextSearch) query.set('search', nextSearch);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  const events = list.data?.data ?? [];
  // The list the user is on, so the edit page can come back to it (page and search kept).
  const here = location.pathname + location.search;
  return (
    <EventsView
      events={events.map(toListItem)}
      loading={list.loading}
      busy={list.busy}
      // A failed page or search says so (with a retry) instead of showing rows of another query.
      errorMessage={list.error ? '活動載入失敗，請稍後再試。' : undefined}
      onRetry={list.retry}
      search={search}
      onSearch={(keyword) => go({ search: keyword, page: 1 })}
      editHref={(id) => {
        const event = events.find((e) => e.id === id);
        return event && mayUpdateEvent(user, event.user_id)
          ? `${pathTo('editEvent', { id })}?back=${encodeURIComponent(here)}`
          : undefined;
      }}
      actions={
        // Members create; visitors log in first and come back to the form.
        <Link to={user ? pathTo('createEvent') : loginThenBackTo(pathTo('createEvent'))}>
          建立活動
        </Link>
      }
      // The requested page is active at once, before its rows arrive.
      pagination={pagerOf(list.data?.meta, page, (next) => go({ page: next }))}
    />
  );
}
