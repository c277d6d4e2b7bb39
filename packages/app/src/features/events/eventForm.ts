import type { EventForm } from '@folio/api';
import type { EventFormValues } from '@folio/ui';

/** The form's values as the multipart body of POST /events and POST /events/{id}?_method=PUT. */
export function toEventBody(values: EventFormValues): EventForm {
  const price = values.price.trim();
  return {
    name: values.name,
    description: values.description,
    start_time: values.start_time,
    end_time: values.end_time,
    price: price === '' ? '' : Number(price),
    ...(values.image ? { image_path: values.image } : {}),
  };
}
