import { FileOutline } from 'antd-mobile-icons';
import { iconColor } from '../model/common-flows';
import styles from './start-flows.module.css';

/** A flow's icon: a document on the flow's colour (from its icon JSON). */
export function FlowIcon({ icon, small }: { icon: string; small?: boolean }) {
  return (
    <span
      className={small ? `${styles.icon} ${styles.iconSmall}` : styles.icon}
      style={{ background: iconColor(icon) }}
      aria-hidden="true"
    >
      <FileOutline />
    </span>
  );
}
