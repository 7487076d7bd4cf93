import { useCallback, useEffect, useId, useState } from 'react';

/**
 * Open state of the calendar and the id of its toggle button. Closing it from inside (a finished
 * stay, or Escape) would drop focus on the page, so focus goes back to the toggle.
 */
export function usePickerToggle() {
  const toggleId = useId();
  const [open, setOpen] = useState(false);

  const close = useCallback(() => {
    setOpen(false);
    document.getElementById(toggleId)?.focus();
  }, [toggleId]);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open, close]);

  const toggle = useCallback(() => setOpen((isOpen) => !isOpen), []);
  return { open, toggle, close, toggleId };
}
