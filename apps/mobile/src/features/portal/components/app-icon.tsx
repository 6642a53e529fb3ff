import styles from './app-grid.module.css';

/** An app's icon: its image when it has one, else its first character on its colour. */
export function AppIcon({
  name,
  icon,
  color,
}: {
  name: string;
  icon?: string | null;
  color?: string | null;
}) {
  const isImage = Boolean(icon && /^(https?:\/\/|\/|data:image\/)/i.test(icon));
  return (
    <span
      className={styles.icon}
      style={{ background: isImage ? undefined : color || undefined }}
      aria-hidden="true"
    >
      {isImage ? (
        <img src={icon ?? ''} alt="" width={44} height={44} loading="lazy" />
      ) : (
        name.trim().slice(0, 1)
      )}
    </span>
  );
}
