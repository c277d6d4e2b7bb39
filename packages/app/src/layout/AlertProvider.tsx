import { Suspense, createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { lazy } from '../routing/screen';

/** Loaded with the first alert, not with the entry (./alertDialog.ts). */
const AlertDialog = lazy(() => import('./alertDialog'));

/** Loads the alert's dialog ahead, for an alert that must show at once when raised. */
export const preloadAlertDialog = () => AlertDialog.preload();

interface PendingAlert {
  id: number;
  message: string;
  title?: string;
  resolve: () => void;
}

/** Shows the docs/requirements.md §8 alert; resolves when the user presses 確定. Alerts raised together queue up. */
type ShowAlert = (message: string, options?: { title?: string }) => Promise<void>;

const AlertContext = createContext<ShowAlert | null>(null);

let nextAlertId = 1;

export function AlertProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<PendingAlert[]>([]);
  const showAlert = useCallback<ShowAlert>(
    (message, options) =>
      new Promise<void>((resolve) => {
        setQueue((current) => [
          ...current,
          { id: nextAlertId++, message, title: options?.title, resolve },
        ]);
      }),
    [],
  );

  const current = queue[0];
  const confirm = () => {
    setQueue((pending) => pending.slice(1));
    current?.resolve();
  };

  return (
    <AlertContext.Provider value={showAlert}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <AlertDialog
            key={current.id}
            open
            message={current.message}
            title={current.title}
            onConfirm={confirm}
          />
        </Suspense>
      )}
    </AlertContext.Provider>
  );
}

/** The alert service every screen uses: `await showAlert('活動建立完成')`. */
export function useAlert(): ShowAlert {
  const showAlert = useContext(AlertContext);
  if (!showAlert) throw new Error('useAlert must be used inside <AlertProvider>');
  return showAlert;
}
