import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export type EmptyStateType = 1 | 2 | 3 | 4;

interface EmptyStateProps {
  /** 1 no data, 2 nothing found, 3 something failed, 4 no messages. */
  type?: EmptyStateType;
  description?: ReactNode;
  children?: ReactNode;
}

const stroke = 'var(--adm-color-primary)';

// Small inline drawings: no image request, and they take the theme colour.
const illustrations: Record<EmptyStateType, ReactNode> = {
  1: (
    <>
      <ellipse cx="60" cy="98" rx="40" ry="6" fill="#eef1f6" />
      <path d="M24 48 L60 34 L96 48 L96 84 L60 96 L24 84 Z" fill="#f5f7fb" stroke="#c9d2e0" strokeWidth="2" />
      <path d="M24 48 L60 62 L96 48 M60 62 L60 96" fill="none" stroke="#c9d2e0" strokeWidth="2" />
      <path
        d="M24 48 L12 36 L48 22 L60 34"
        fill="#fff"
        stroke={stroke}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M96 48 L108 36 L72 22 L60 34"
        fill="#fff"
        stroke={stroke}
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </>
  ),
  2: (
    <>
      <ellipse cx="60" cy="98" rx="40" ry="6" fill="#eef1f6" />
      <rect x="22" y="20" width="56" height="70" rx="6" fill="#f5f7fb" stroke="#c9d2e0" strokeWidth="2" />
      <path d="M32 36 H66 M32 48 H58 M32 60 H50" stroke="#c9d2e0" strokeWidth="3" strokeLinecap="round" />
      <circle cx="76" cy="66" r="16" fill="#fff" stroke={stroke} strokeWidth="4" />
      <path d="M88 78 L100 90" stroke={stroke} strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  3: (
    <>
      <ellipse cx="60" cy="98" rx="40" ry="6" fill="#eef1f6" />
      <path
        d="M34 80 A18 18 0 0 1 36 44 A24 24 0 0 1 82 40 A20 20 0 0 1 86 80 Z"
        fill="#f5f7fb"
        stroke="#c9d2e0"
        strokeWidth="2"
      />
      <circle cx="60" cy="62" r="14" fill="#fff" stroke={stroke} strokeWidth="3" />
      <path d="M60 54 V64" stroke={stroke} strokeWidth="3" strokeLinecap="round" />
      <circle cx="60" cy="70" r="2" fill={stroke} />
    </>
  ),
  4: (
    <>
      <ellipse cx="60" cy="98" rx="40" ry="6" fill="#eef1f6" />
      <rect x="20" y="34" width="80" height="54" rx="8" fill="#f5f7fb" stroke="#c9d2e0" strokeWidth="2" />
      <path d="M22 38 L60 66 L98 38" fill="none" stroke={stroke} strokeWidth="3" strokeLinejoin="round" />
      <circle cx="94" cy="30" r="9" fill="#fff" stroke={stroke} strokeWidth="3" />
    </>
  ),
};

/** The empty-state illustration of the spec, in its four variants (types 1 to 4). */
export function EmptyState({ type = 1, description, children }: EmptyStateProps) {
  return (
    <div className={styles.root} data-type={type}>
      <svg className={styles.image} viewBox="0 0 120 110" aria-hidden="true" focusable="false">
        {illustrations[type]}
      </svg>
      {description ? <div className={styles.description}>{description}</div> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
