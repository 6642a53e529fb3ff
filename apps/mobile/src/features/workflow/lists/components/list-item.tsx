import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './lists.module.css';

export type TagTone = 'primary' | 'success' | 'warning' | 'danger' | 'default';

export interface ItemTag {
  text: string;
  tone?: TagTone;
}

interface ItemBodyProps {
  title: string;
  tags?: readonly (ItemTag | null | false | undefined)[];
  meta?: readonly (string | null | false | undefined)[];
  note?: string;
}

/** Title (two lines at most), coloured tags and a grey line of facts. */
export function ItemBody({ title, tags = [], meta = [], note }: ItemBodyProps) {
  const shownTags = tags.filter((tag): tag is ItemTag => Boolean(tag));
  const shownMeta = meta.filter((m): m is string => Boolean(m));
  return (
    <>
      <span className={styles.title}>{title}</span>
      {shownTags.length > 0 ? (
        <span className={styles.tags}>
          {shownTags.map((tag) => (
            <span key={tag.text} className={styles.tag} data-tone={tag.tone ?? 'default'}>
              {tag.text}
            </span>
          ))}
        </span>
      ) : null}
      {note ? <span className={styles.note}>{note}</span> : null}
      {shownMeta.length > 0 ? (
        <span className={styles.meta}>
          {shownMeta.map((m) => (
            <span key={m}>{m}</span>
          ))}
        </span>
      ) : null}
    </>
  );
}

interface ListItemProps extends ItemBodyProps {
  to: string;
  /** Buttons beside the item (撤回, 删除). */
  actions?: ReactNode;
}

/** A list row that opens its detail. */
export function ListItem({ to, actions, ...body }: ListItemProps) {
  return (
    <li className={styles.item}>
      <Link to={to} className={styles.main}>
        <ItemBody {...body} />
      </Link>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </li>
  );
}
