import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import SearchBar from 'antd-mobile/es/components/search-bar';
import styles from './lists.module.css';

interface SearchBoxProps {
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
  autoFocus?: boolean;
}

/** The list's search: typed text applies on Enter; 取消 (or emptying the box) shows the whole list again. */
export function SearchBox({ placeholder, value, onSearch, autoFocus }: SearchBoxProps) {
  const { t } = useTranslation('flow');
  const [draft, setDraft] = useState(value);
  return (
    <div className={styles.search} role="search">
      <SearchBar
        placeholder={placeholder}
        value={draft}
        onChange={(text) => {
          setDraft(text);
          if (text === '' && value !== '') onSearch('');
        }}
        onSearch={(text) => onSearch(text.trim())}
        onCancel={() => {
          setDraft('');
          onSearch('');
        }}
        showCancelButton={() => draft !== '' || value !== ''}
        cancelText={t('list.cancel')}
        // Its clear icon is a div with an aria-label and no role (axe: aria-prohibited-attr); 取消 clears instead.
        clearable={false}
        aria-label={placeholder}
        autoFocus={autoFocus}
      />
    </div>
  );
}
