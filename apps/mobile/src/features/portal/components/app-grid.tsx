import type { AppEntry } from '../api/types';
import { AppIcon } from './app-icon';
import { useAppClick } from './use-app-click';
import styles from './app-grid.module.css';

/** App entries in rows of four; a tap opens the app by its click mode. */
export function AppGrid({ apps, label }: { apps: readonly AppEntry[]; label: string }) {
  const open = useAppClick();
  if (apps.length === 0) return null;
  return (
    <ul className={styles.grid} aria-label={label}>
      {apps.map((app) => (
        <li key={app.id}>
          <button type="button" className={styles.app} onClick={() => open(app)}>
            <AppIcon name={app.name} icon={app.icon} color={app.iconColor} />
            <span className={styles.name}>{app.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
