import { NavLink } from 'react-router';

export interface NavEntry {
  to: string;
  label: string;
  /** Active only on exactly this path (an area's index page). */
  end?: boolean;
}

/** An area's menu (customer area, back office); `className` names its block and `__title` / `__link` parts. */
export function SideNav({ label, title, links, className }: { label: string; title?: string; links: NavEntry[]; className: string }) {
  return (
    <nav className={className} aria-label={label}>
      {title && <p className={`${className}__title`}>{title}</p>}
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end={link.end} className={`${className}__link`}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
