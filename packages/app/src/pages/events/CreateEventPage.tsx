import { useNavigate } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import { EventForm, type EventFormValues } from '@folio/ui';
import { useAlert } from '../../shell/AlertProvider';
import { api } from '../../shell/api';
import type { PageProps } from '../../shell/page';
import { WideFormPage } from '../../shell/PageFrame';
import { useInvalidateEvents } from '../../shell/queries';
import { fieldErrorsOf } from '../member/fieldErrors';
import { eventMessages, toEventBody } from './eventForm';

export interface CreateEventPageProps extends PageProps {
  /** Stay on the page and empty the form after a success, instead of going to /events. */
  stay: boolean;
}

/**
 * /create-event: create, the success dialog, then /events. /create-event-new: the variant that
 * stays on the page and empties the form for the next event.
 */
export default function CreateEventPage({ stay }: CreateEventPageProps) {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const invalidateEvents = useInvalidateEvents();

  const onSubmit = async (values: EventFormValues) => {
    try {
      const { data, error } = await api.POST('/events', { body: toEventBody(values) });
      if (data) {
        void invalidateEvents();
        if (stay) {
          // Resolving now empties the form and stops the spinner while the dialog shows.
          void showAlert(eventMessages.created);
          return;
        }
        await showAlert(eventMessages.created);
        // Replace: Back must not show the submitted form again.
        navigate(pathTo('events'), { replace: true });
        return;
      }
      const fieldErrors = fieldErrorsOf<EventFormValues>(error);
      // The server named the fields at fault: their messages show under them, no dialog.
      if (!fieldErrors) void showAlert(eventMessages.createFailed);
      return { error: eventMessages.createFailed, fieldErrors };
    } catch {
      void showAlert(eventMessages.createFailed);
      return { error: eventMessages.createFailed };
    }
  };

  return (
    <WideFormPage>
      <EventForm
        mode="create"
        onSubmit={onSubmit}
        resetOnSuccess={stay}
        description={stay ? '建立後表單會清空，可以接著建立下一個活動。' : undefined}
      />
    </WideFormPage>
  );
}
