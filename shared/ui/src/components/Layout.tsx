import type { ElementType, ReactNode } from 'react';

/** Centres content at a readable width with the page gutter. */
export function Container({
  children,
  as: Tag = 'div',
  narrow = false,
  className,
}: {
  children: ReactNode;
  as?: ElementType;
  narrow?: boolean;
  className?: string;
}) {
  return (
    <Tag
      className={['kv-container', narrow ? 'kv-container--narrow' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </Tag>
  );
}

/** A page's one h1, an optional lead sentence and optional actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
  eyebrow,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  eyebrow?: ReactNode;
}) {
  return (
    <header className="kv-page-header">
      <div className="kv-page-header__text">
        {eyebrow ? <p className="kv-page-header__eyebrow">{eyebrow}</p> : null}
        <h1 className="kv-page-header__title">{title}</h1>
        {description ? <p className="kv-page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="kv-page-header__actions">{actions}</div> : null}
    </header>
  );
}
