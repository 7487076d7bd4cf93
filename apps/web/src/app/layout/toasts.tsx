import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

const TOAST_LIMIT = 20;

/** Toasts at top-centre (under the header) with react-hot-toast's default durations (the spec's), at most 20 shown. */
export function Toasts() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(TOAST_LIMIT)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  // Below the fixed header, never over its links or the menu button.
  return (
    <Toaster position="top-center" containerStyle={{ top: 'calc(var(--header-height) + 8px)' }} />
  );
}
