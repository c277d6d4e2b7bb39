export { ListGroup, listGroupMenu, type ListGroupNode, type ListGroupProps } from './ListGroup';
