import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckOutline } from 'antd-mobile-icons';
import { chooseTheme, storedTheme, THEME_COLORS } from '../../../lib/theme';
import styles from './theme-picker.module.css';

/** The seven theme colours as a radio group; the choice applies at once and is remembered. */
export function ThemePicker({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation('personal');
  const [current, setCurrent] = useState(storedTheme);
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={styles.swatches}>
      {THEME_COLORS.map(({ key, hex }) => (
        <button
          key={key}
          type="button"
          role="radio"
          aria-checked={current === key}
          aria-label={t(`themes.${key}`)}
          title={t(`themes.${key}`)}
          className={styles.swatch}
          style={{ background: hex }}
          onClick={() => setCurrent(chooseTheme(key))}
        >
          {current === key ? <CheckOutline aria-hidden="true" /> : null}
        </button>
      ))}
    </div>
  );
}
