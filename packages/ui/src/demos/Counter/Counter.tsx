import { useId, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { StyledActions, StyledCounter, StyledNote, StyledValues } from './Counter.styles';

export interface CounterProps {
  /** The current count. The component is controlled: the app keeps the value (in local storage). */
  count: number;
  /** Called when 增加 is pressed. */
  onIncrement: () => void;
  /** Called when 減少 is pressed. */
  onDecrement: () => void;
  /** The heading. @default '計數器' */
  title?: string;
  /** A short note under the buttons, e.g. where the count is kept. */
  note?: ReactNode;
}

/**
 * The counter demo of /counter and /counter-duplicate: the count, its doubled value, and buttons
 * to increment and decrement. It knows nothing of storage; the app passes the shared count in.
 */
export function Counter({ count, onIncrement, onDecrement, title = '計數器', note }: CounterProps) {
  const headingId = useId();
  return (
    <StyledCounter aria-labelledby={headingId} data-folio="counter">
      <h2 id={headingId}>{title}</h2>
      <StyledValues aria-live="polite">
        <div>
          <dt>目前數值</dt>
          <dd data-testid="count">{count}</dd>
        </div>
        <div>
          <dt>兩倍值</dt>
          <dd data-testid="doubled">{count * 2}</dd>
        </div>
      </StyledValues>
      <StyledActions>
        <Button variant="outline" onClick={onDecrement}>
          減少
        </Button>
        <Button onClick={onIncrement}>增加</Button>
      </StyledActions>
      {note && <StyledNote>{note}</StyledNote>}
    </StyledCounter>
  );
}
