import { useEffect, useLayoutEffect, useRef } from 'react';

const MARK = 'holidazeDialog';

/**
 * Browser Back closes an open dialog instead of leaving the page: opening adds a history entry
 * for the same address (keeping the router's own state, so the router sees no change), and
 * going back off it closes the dialog. A dialog closed any other way takes its entry back out,
 * unless the page has moved on meanwhile (Close that navigates).
 */
export function useCloseOnBack(open: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  // Before the browser paints the dialog, so its Back entry exists as soon as it can be seen.
  useLayoutEffect(() => {
    if (!open) return;
    const id = Math.random().toString(36).slice(2);
    const base = (window.history.state as Record<string, unknown> | null) ?? {};
    window.history.pushState({ ...base, [MARK]: id }, '');
    let popped = false;
    const onPop = () => {
      popped = true;
      close.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (popped) return;
      // After the closing click has done what it does: only if we are still on our own entry.
      setTimeout(() => {
        const state = window.history.state as Record<string, unknown> | null;
        if (state?.[MARK] === id) window.history.back();
      }, 0);
    };
  }, [open]);
}
