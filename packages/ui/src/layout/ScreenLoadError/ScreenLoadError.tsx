import { Button } from '../../primitives/Button';

interface ScreenLoadErrorProps {
  /** Loads the screen again. */
  onRetry: () => void;
}

/**
 * What a screen that could not load shows in its place (offline, or its file unreachable): it
 * says so and offers 重試; the site bar around it stays, and so does everything else on the page.
 * No frame of its own: it sits where the screen's loading spinner was (the app's), which costs the
 * landing route's entry nothing more.
 */
export function ScreenLoadError({ onRetry }: ScreenLoadErrorProps) {
  return (
    <section role="alert" data-folio="screen-load-error">
      <h1>這個頁面沒有載入</h1>
      <p>連線中斷了，請確認網路後重試。</p>
      <Button onClick={onRetry}>重試</Button>
    </section>
  );
}
