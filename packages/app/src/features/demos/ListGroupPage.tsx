import { DemoFrame, ListGroup } from '@folio/ui';

/** /list-group: the ListGroup demo of docs/requirements.md §2. */
export default function ListGroupPage() {
  return (
    <DemoFrame>
      <ListGroup />
    </DemoFrame>
  );
}
