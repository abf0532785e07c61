// The admin console's frame (docs/product.md#admin-console): every tool one click away — a side
// list on wide screens, a collapsed "All admin tools" list above the page on a phone; a search box
// over both (docs/product.md#admin-search).
import { NavLink, Outlet } from 'react-router';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { ConsoleSearchBox, useSearchShortcut } from '../search/console-search-box';
import { CONSOLE_NAV } from './console-nav-items';
import classes from './console-layout.module.css';

function NavList({ label }: { label: string }) {
  return (
    <nav aria-label={label} className={classes.nav}>
      <NavLink to={AREA_ROOTS.admin} end className={classes.link}>
        Overview
      </NavLink>
      {CONSOLE_NAV.filter((group) => group.items.length > 0).map((group) => (
        <div key={group.title} className={classes.group}>
          <p className={classes.groupTitle}>{group.title}</p>
          <ul className={classes.list}>
            {group.items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={classes.link}>
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

export function ConsoleLayout() {
  useSearchShortcut();
  return (
    <div className={classes.layout}>
      <aside className={classes.side}>
        <ConsoleSearchBox id="console-search" />
        <NavList label="Admin tools" />
      </aside>
      <div className={classes.phoneNav}>
        <ConsoleSearchBox id="console-search-phone" />
        <details className={classes.phoneTools}>
          <summary>All admin tools</summary>
          <NavList label="Admin tools (phone)" />
        </details>
      </div>
      <div className={classes.main}>
        <Outlet />
      </div>
    </div>
  );
}
