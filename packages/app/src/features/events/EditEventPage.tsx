import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { imageUrl } from '@folio/api';
import { pathTo } from '@folio/rules';
import { EventForm, serverMessages, type EventFormValues } from '@folio/ui';
import { useAlert } from '../../layout/AlertProvider';
import { storageRoot } from '../../api';
import { WideFormPage } from '../../layout/frames';
import { safeReturnPath } from '../../session/returnTo';
import { useEvent, useUpdateEvent } from './hooks';
import { toEventBody } from './eventForm';

const messages = serverMessages.event;

/** /events/{id}/edit: loads the event into the form first, then updates it (docs/requirements.md §4). */
export default function EditEventPage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  // The list the edit was opened from (page and search), else the first page.
  const back = safeReturnPath(useSearchParams()[0].get('back')) ?? pathTo('events');
  const showAlert = useAlert();
  const updateEvent = useUpdateEvent();
  const { data, error, isLoading } = useEvent(validId ? id : null, {
    revalidateOnFocus: false,
  });
  const failed = !validId || Boolean(error);

  useEffect(() => {
    if (failed) void showAlert(messages.loadFailure);
  }, [failed, showAlert]);

  const event = data?.data;

  const onSubmit = async (values: EventFormValues) => {
    const result = await updateEvent(id, toEventBody(values));
    if (result.ok) {
      await showAlert(messages.updateSuccess);
      navigate(back, { replace: true });
      return;
    }
    void showAlert(messages.updateFailure);
    return { error: messages.updateFailure, fieldErrors: result.fieldErrors };
  };

  return (
    <WideFormPage>
      {failed ? (
        <section aria-labelledby="edit-failed-title">
          <h1 id="edit-failed-title">編輯活動</h1>
          <p role="alert">{messages.loadFailure}</p>
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
