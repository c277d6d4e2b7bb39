import { ChatLauncher } from '@folio/ui';
import { lazy, Suspense, useState } from 'react';

/** The chat's code (hooks, client, box) loads when the launcher first opens. */
const ChatPanel = lazy(() => import('./ChatPanel'));

/**
 * The chat's launcher on the shop's buyer pages (docs/requirements.md §2 "Customer-service chat",
 * docs/adr/0032-live-chat.md consequences): it connects only while open.
 */
export function ShopChatLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <ChatLauncher open={open} onOpenChange={setOpen}>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel />
        </Suspense>
      )}
    </ChatLauncher>
  );
}
