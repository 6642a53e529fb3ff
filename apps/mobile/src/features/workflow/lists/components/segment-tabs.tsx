import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './lists.module.css';

export interface SegmentTab<K extends string> {
  key: K;
  title: ReactNode;
}

export const tabId = (base: string, key: string) => `${base}-tab-${key}`;
export const panelId = (base: string) => `${base}-panel`;

interface SegmentTabsProps<K extends string> {
  /** Prefix of the ids of the tabs and of the panel they control (see `TabPanel`). */
  id: string;
  label: string;
  tabs: readonly SegmentTab<K>[];
  active: K;
  onChange: (key: K) => void;
}

/** The tab row (WAI-ARIA tabs: arrow keys move between them); `TabPanel` below it shows the active tab's list. */
export function SegmentTabs<K extends string>({ id, label, tabs, active, onChange }: SegmentTabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === active),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    onChange(tabs[next]!.key);
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => {
        const selected = i === index;
        return (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(id, tab.key)}
            aria-selected={selected}
            aria-controls={panelId(id)}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => onChange(tab.key)}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ id, active, children }: { id: string; active: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id, active)}>
      {children}
    </div>
  );
}
