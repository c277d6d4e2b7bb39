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

/** docs/requirements.md §8: the event messages, exactly as quoted. */
export const eventMessages = {
  created: '活動建立完成',
  updated: '活動更新完成',
  createFailed: '上傳失敗',
  updateFailed: '更新失敗',
  loadFailed: '無法載入活動資料',
} as const;
