export { TaskMailForm, type TaskMailRequest } from './TaskMailForm';
