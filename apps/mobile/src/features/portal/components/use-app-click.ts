import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { notify } from '../../../lib/notify';
import { isGuest, useSession } from '../../../lib/session';
import { localValues, sessionValues } from '../../../lib/storage';
import { decodeJwtPayload } from '../../../lib/token';
import { decideAppClick, type AppClickText, type AppEntryLike } from '../model/app-click';
import { addToGuestWhitelist } from '../model/guest-whitelist';

const routes = {
  templatePreview: (alias: string) => paths.templatePreview.href(alias),
  chart: (id: string, name: string) => paths.chart.href(id, name),
  agentStart: (defId: string) => paths.agentStart.href(defId, '0'),
  datavShow: (alias: string) => paths.datavShow.href(alias),
};

/** Opens an app entry by its click mode, with the guest and community rules of the spec. */
export function useAppClick() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSession((s) => s.currentUser);

  return useCallback(
    (entry: AppEntryLike) => {
      const claims = user ? decodeJwtPayload(user.token) : null;
      const tenantId = user?.userAttrs.tenantId ?? '';
      const action = decideAppClick(entry, {
        guest: !user || isGuest(user),
        communityChosen: Boolean(sessionValues.get('subTenantId') || tenantId),
        variables: {
          openId: localValues.get('openId') ?? '',
          rootTenantId: localValues.get('rootTenantId') ?? claims?.rootTenantId ?? '',
          token: user?.token ?? '',
          userId: user?.userId ?? '',
          account: user?.account ?? '',
          tenantId,
        },
        routes,
      });
      const texts: Record<AppClickText, string> = {
        pleaseLogin: t('pleaseLogin'),
        chooseCommunity: t('chooseCommunity'),
        dataListUnsupported: t('dataListUnsupported'),
        chartUnsupported: t('chartUnsupported'),
      };
      switch (action.kind) {
        case 'navigate':
          if (action.whitelist) addToGuestWhitelist(action.whitelist);
          navigate(action.to);
          return;
        case 'location':
          window.location.assign(action.url);
          return;
        case 'warn':
          notify.warning(texts[action.text]);
          if (action.login) {
            navigate(paths.login.href(location.pathname + location.search));
          }
          return;
        case 'none':
          return;
      }
    },
    [location.pathname, location.search, navigate, t, user],
  );
}
