// Taking a bundle off sale or putting it back, confirmed first. Bundles are never deleted: orders
// keep pointing at them.
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { setBundleActive, type AdminBundle } from '../api/bundles-api';
import { refreshAdmin } from '../api/orders-api';
import { ConfirmDialog } from '../components/confirm-dialog';

export function BundleActiveButton({ bundle }: { bundle: Pick<AdminBundle, 'id' | 'name' | 'is_active'> }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const off = bundle.is_active;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {off ? (
          <EyeOff aria-hidden="true" className="size-4" />
        ) : (
          <Eye aria-hidden="true" className="size-4" />
        )}
        {off ? 'Deactivate' : 'Activate'}
        <span className="sr-only"> {bundle.name}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={off ? `Take ${bundle.name} off sale?` : `Put ${bundle.name} back on sale?`}
        description={
          off ? (
            <p>
              Shoppers will no longer see or buy this bundle. Orders that have it keep it, and you can put it
              back on sale at any time.
            </p>
          ) : (
            <p>
              Shoppers will see this bundle again on the bundles page and can buy it while it is in stock.
            </p>
          )
        }
        confirmLabel={off ? 'Deactivate' : 'Activate'}
        danger={off}
        onConfirm={async () => {
          await setBundleActive(api, bundle.id, !off);
          notify.success(off ? `${bundle.name} is off sale.` : `${bundle.name} is on sale again.`);
          await refreshAdmin(queryClient);
        }}
      />
    </>
  );
}
