import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RightOutline } from 'antd-mobile-icons';
import styles from './cells.module.css';

/** A titled white group of rows, as on settings screens. */
export function CellGroup({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className={styles.group} aria-label={title}>
      {title ? (
        <h2 className={styles.groupTitle} aria-hidden="true">
          {title}
        </h2>
      ) : null}
      <div className={styles.rows}>{children}</div>
    </section>
  );
}

/** A label and its value; a missing value shows `empty` (e.g. 无). */
export function CellInfo({
  label,
  children,
  empty,
}: {
  label: string;
  children?: ReactNode;
  empty?: string;
}) {
  const has = children !== null && children !== undefined && children !== '' && children !== false;
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <span className={has ? styles.value : `${styles.value} ${styles.muted}`}>{has ? children : empty}</span>
    </div>
  );
}

interface CellActionProps {
  icon?: ReactNode;
  label: string;
  extra?: ReactNode;
  danger?: boolean;
}

function CellBody({ icon, label, extra }: CellActionProps) {
  return (
    <>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.actionLabel}>{label}</span>
      {extra ? <span className={styles.extra}>{extra}</span> : null}
      <RightOutline aria-hidden="true" className={styles.arrow} />
    </>
  );
}

export function CellLink({ to, ...props }: CellActionProps & { to: string }) {
  return (
    <Link to={to} className={styles.action}>
      <CellBody {...props} />
    </Link>
  );
}

export function CellButton({ onClick, ...props }: CellActionProps & { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={props.danger ? `${styles.action} ${styles.danger}` : styles.action}
    >
      <CellBody {...props} />
    </button>
  );
}

/** A row whose control sits under or beside its label (switchers, swatches). */
export function CellControl({
  label,
  labelId,
  children,
}: {
  label: string;
  labelId?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.row} ${styles.control}`}>
      <span className={styles.label} id={labelId}>
        {label}
      </span>
      <div className={styles.controlBody}>{children}</div>
    </div>
  );
}
