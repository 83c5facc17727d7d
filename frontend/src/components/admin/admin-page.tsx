import { type ReactNode, useId } from 'react';

/** The frame of every admin screen: a heading, its actions, then the content. */
export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="admin-page" aria-labelledby={headingId}>
      <header className="admin-page__header">
        <h1 id={headingId}>{title}</h1>
        {actions && <div className="admin-page__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
