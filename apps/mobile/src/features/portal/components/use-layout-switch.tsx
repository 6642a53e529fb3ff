import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { notify } from '../../../lib/notify';
import { isGuest, useSession } from '../../../lib/session';
import { useCacheUserLayout } from '../api/cache-user-layout';
import { useCurrentAuthLayout } from '../api/get-current-auth-layout';

/**
 * The home layouts the user may choose from, and a chooser: picking one remembers it on the server
 * (cacheUserLayout) and shows the home page in it. The personal page offers it when more than one is authorised.
 */
export function useLayoutSwitch() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const user = useSession((s) => s.currentUser);
  const layouts = useCurrentAuthLayout(user && !isGuest(user) ? user.userId : '');
  const cache = useCacheUserLayout();
  const list = layouts.data ?? [];

  const open = async () => {
    const { Dialog } = await import('../../../lib/antd-imperative');
    Dialog.show({
      title: t('switchLayout'),
      closeOnAction: true,
      actions: [
        ...list.map((layout) => ({
          key: layout.id,
          text: layout.current ? `${layout.name} ✓` : layout.name,
          bold: layout.current,
          onClick: async () => {
            if (layout.current) return;
            await cache.mutateAsync(layout);
            notify.success(t('layoutSwitched'));
            navigate(paths.home.href());
          },
        })),
        { key: 'cancel', text: tc('cancel') },
      ],
    });
  };

  return { count: list.length, open };
}
