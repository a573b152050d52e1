// After a section is saved: the owner's view takes the server's answer, and this tab's storefront
// parts (footer, help links, delivery figures) show the new public settings at once.
import { useQueryClient } from '@tanstack/react-query';
import { SHOP_SETTINGS_KEY, type PublicShopSettings } from '../../../lib/shop-settings';
import { notify } from '../../../lib/notify';
import { SHOP_SETTINGS_ADMIN_KEY, type ShopSettings } from '../api/settings-api';

export function useSettingsSaved() {
  const queryClient = useQueryClient();
  return (saved: ShopSettings, message: string) => {
    queryClient.setQueryData(SHOP_SETTINGS_ADMIN_KEY, saved);
    queryClient.setQueryData<PublicShopSettings>(SHOP_SETTINGS_KEY, {
      support: saved.sections.support.value,
      delivery: saved.sections.delivery.value,
    });
    notify.success(message);
  };
}
