import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './ui.module.css';

export interface MenuItem {
  label: string;
  onSelect(): void;
}

interface Props {
  label: string;
  trigger: ReactNode;
  items: MenuItem[];
  triggerClassName?: string;
}

/** A menu button: Enter/Space/ArrowDown open it, arrows move, Escape closes and returns focus. */
export function DropdownMenu({ label, trigger, items, triggerClassName }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  function onKeyDown(event: React.KeyboardEvent) {
    const entries = [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      entries[(index + 1) % entries.length]?.focus();
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      entries[(index - 1 + entries.length) % entries.length]?.focus();
    }
  }

  return (
    <div className={styles.menu} ref={root}>
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          className={styles.menuList}
          aria-label={label}
          onKeyDown={onKeyDown}
        >
          {items.map((item) => (
            <li key={item.label} role="none">
              <button
                type="button"
                role="menuitem"
                className={styles.menuItem}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
