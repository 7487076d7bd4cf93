import { NavLink } from 'react-router';

export interface AreaTab {
  label: string;
  to: string;
  /** Marked open on pages that belong to the tab without being its page (no aria-current). */
  current?: boolean;
}

/**
 * The tabs of an area (the traveller's, the host's): NavLink gives the open tab
 * aria-current="page"; each area draws them its own way.
 */
export function AreaTabs({
  label,
  tabs,
  classes,
}: {
  label: string;
  tabs: AreaTab[];
  classes: { tabs?: string; tab?: string; tabActive?: string };
}) {
  return (
    <nav aria-label={label} className={classes.tabs}>
      {tabs.map((tab) => (
        <NavLink
          key={tab.label}
          to={tab.to}
          end
          className={({ isActive }) =>
            `${classes.tab} ${isActive || tab.current ? classes.tabActive : ''}`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
