import { useTranslation } from 'react-i18next';
import { LOCALES } from '@baton/contracts/limits';
import styles from './language-switcher.module.css';

/** Three buttons, one per language; the choice is remembered by the app's i18n set-up. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <div
      role="group"
      aria-label={t('language')}
      className={[styles.group, className].filter(Boolean).join(' ')}
    >
      {LOCALES.map((locale) => {
        const active = i18n.language === locale;
        return (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={active}
            className={active ? `${styles.option} ${styles.active}` : styles.option}
            onClick={() => void i18n.changeLanguage(locale)}
          >
            {t(`locales.${locale}`)}
          </button>
        );
      })}
    </div>
  );
}
