export {
  EventForm,
  type EventFormInitialValues,
  type EventFormMode,
  type EventFormProps,
} from './EventForm';
