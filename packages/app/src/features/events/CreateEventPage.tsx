import { useNavigate } from 'react-router-dom';
import { pathTo } from '@folio/rules';
import { EventForm, serverMessages, type EventFormValues } from '@folio/ui';
import { useAlert } from '../../layout/AlertProvider';
import { useCreateEvent } from './hooks';
import type { PageProps } from '../../routing/page';
import { WideFormPage } from '../../layout/frames';
import { toEventBody } from './eventForm';

const messages = serverMessages.event;

interface CreateEventPageProps extends PageProps {
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
  const createEvent = useCreateEvent();

  const onSubmit = async (values: EventFormValues) => {
    const result = await createEvent(toEventBody(values));
    if (result.ok) {
      if (stay) {
        // Resolving now empties the form and stops the spinner while the dialog shows.
        void showAlert(messages.createSuccess);
        return;
      }
      await showAlert(messages.createSuccess);
      // Replace: Back must not show the submitted form again.
      navigate(pathTo('events'), { replace: true });
      return;
    }
    // The server named the fields at fault: their messages show under them, no dialog.
    if (!result.fieldErrors) void showAlert(messages.createFailure);
    return { error: messages.createFailure, fieldErrors: result.fieldErrors };
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
