import { ListGroup } from '@folio/ui';
import { DemoFrame } from '../../shell/DemoFrame';

/** /list-group: the ListGroup demo of docs/requirements.md §2. */
export default function ListGroupPage() {
  return (
    <DemoFrame>
      <ListGroup />
    </DemoFrame>
  );
}
