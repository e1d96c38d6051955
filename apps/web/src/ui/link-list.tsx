import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronIcon } from './icons.tsx';

export interface LinkListItem {
  to: string;
  label: string;
  /** Shown at the right, e.g. the current language. */
  extra?: ReactNode;
}

/** A list of navigation rows (antd-mobile List look), each a real link. */
export function LinkList({ items, label }: { items: LinkListItem[]; label?: string }) {
  return (
    <nav aria-label={label}>
      <ul className="link-list">
        {items.map((item) => (
          <li key={item.to}>
            <Link className="link-list-row" to={item.to}>
              <span className="link-list-label">{item.label}</span>
              {/* A space between the label and the extra, so the row's name reads "Messages 2 unread". */}
              {item.extra ? <span className="link-list-extra"> {item.extra}</span> : null}
              <ChevronIcon size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
