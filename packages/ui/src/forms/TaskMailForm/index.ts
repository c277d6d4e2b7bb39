export {
  TaskMailForm,
  toTaskMailRequest,
  type TaskMailFormProps,
  type TaskMailFormValues,
  type TaskMailRequest,
} from './TaskMailForm';
