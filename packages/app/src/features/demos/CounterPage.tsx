import { Counter, DemoFrame } from '@folio/ui';
import type { PageProps } from '../../routing/page';
import { useStoredCount } from './useStoredCount';

interface CounterPageProps extends PageProps {
  /** The other counter page, to open in another tab. */
  other: string;
}

/**
 * /counter and /counter-duplicate: one count shared through localStorage `count`; open both in two
 * tabs and they stay in step.
 */
export default function CounterPage({ title, other }: CounterPageProps) {
  const { count, increment, decrement } = useStoredCount();
  return (
    <DemoFrame title={title}>
      <Counter
        count={count}
        onIncrement={increment}
        onDecrement={decrement}
        title="共享的計數"
        note={
          <>
            數值保存在這個瀏覽器裡：在另一個分頁開啟<a href={other}>另一個計數頁</a>
            ，兩邊會同步。
          </>
        }
      />
    </DemoFrame>
  );
}
