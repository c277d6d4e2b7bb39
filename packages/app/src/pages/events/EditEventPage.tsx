import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { imageUrl } from '@folio/api';
import { pathTo } from '@folio/rules';
import { EventForm, type EventFormValues } from '@folio/ui';
import { useAlert } from '../../shell/AlertProvider';
import { api, storageRoot } from '../../shell/api';
import { WideFormPage } from '../../shell/PageFrame';
import { safeReturnPath } from '../../shell/returnTo';
import { useEvent, useInvalidateEvents } from '../../shell/queries';
import { fieldErrorsOf } from '../member/fieldErrors';
import { eventMessages, toEventBody } from './eventForm';

/** /events/{id}/edit: loads the event into the form first, then updates it (docs/requirements.md §4). */
export default function EditEventPage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  // The list the edit was opened from (page and search), else the first page.
  const back = safeReturnPath(useSearchParams()[0].get('back')) ?? pathTo('events');
  const showAlert = useAlert();
  const invalidateEvents = useInvalidateEvents();
  const { data, error, isLoading } = useEvent(validId ? id : null, {
    revalidateOnFocus: false,
  });
  const failed = !validId || Boolean(error);

  useEffect(() => {
    if (failed) void showAlert(eventMessages.loadFailed);
  }, [failed, showAlert]);

  const event = data?.data;

  const onSubmit = async (values: EventFormValues) => {
    try {
      const { data: saved, error: saveError } = await api.POST('/events/{id}', {
        params: { path: { id }, query: { _method: 'PUT' } },
        body: toEventBody(values),
      });
      if (saved) {
        await invalidateEvents();
        await showAlert(eventMessages.updated);
        navigate(back, { replace: true });
        return;
      }
      void showAlert(eventMessages.updateFailed);
      return {
        error: eventMessages.updateFailed,
        fieldErrors: fieldErrorsOf<EventFormValues>(saveError),
      };
    } catch {
      void showAlert(eventMessages.updateFailed);
      return { error: eventMessages.updateFailed };
    }
  };

  return (
    <WideFormPage>
      {failed ? (
        <section aria-labelledby="edit-failed-title">
          <h1 id="edit-failed-title">編輯活動</h1>
          <p role="alert">{eventMessages.loadFailed}</p>
          <p>
            <Link to={back}>回到活動列表</Link>
          </p>
        </section>
      ) : (
        <EventForm
          key={event?.id ?? 'loading'}
          mode="edit"
          loading={isLoading || !event}
          onSubmit={onSubmit}
          initialValues={
            event && {
              name: event.name,
              description: event.description,
              start_time: event.start_time,
              end_time: event.end_time,
              price: event.price,
            }
          }
          currentImageUrl={imageUrl(event?.image_path ?? null, storageRoot) ?? undefined}
        />
      )}
    </WideFormPage>
  );
}
