import { Button } from '../primitives';

/** 重試 under a failure, when the screen can try again; nothing when it cannot. */
export function RetryButton({ onRetry }: { onRetry?: () => void }) {
  if (!onRetry) return null;
  return (
    <Button variant="outline" onClick={onRetry}>
      重試
    </Button>
  );
}

/** 重試 on a line of its own under a failure's message (in the message's box). */
export function RetryRow({ onRetry }: { onRetry?: () => void }) {
  if (!onRetry) return null;
  return (
    <div>
      <RetryButton onRetry={onRetry} />
    </div>
  );
}
