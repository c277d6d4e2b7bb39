export { ListGroup } from './ListGroup';
