import { Suspense, lazy, useSyncExternalStore } from 'react';
import { toastStore } from '../../shared/toast/toast';

// Most visits show no toast: the list's code and styles come with the first one.
const ToastList = lazy(() => import('./toast-list'));

/** The toasts (toast-list.tsx), once there is one to show. */
export function Toasts() {
  const items = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList items={items} />
    </Suspense>
  );
}
