// /admin/settings?tab=stock: the level at which the dashboard's card calls a size low. Most pieces
// are one of a kind, so the built-in level is 1: sold out or 1 left.
import { lowStockSettingsInput } from '@shop/contracts';
import type { LowStockSettings } from '@shop/domain/rules';
import { z } from 'zod';
import { useApi } from '../../../lib/use-api';
import { saveLowStockSettings, type ShopSettings } from '../api/settings-api';
import { TextField } from '../components/fields';
import { SchemaForm } from '../components/form-layout';
import { Panel } from '../components/states';
import { requiredNumber } from '../form-schema';
import { useSchemaForm } from '../hooks/use-schema-form';
import { SectionFooter } from './section-footer';
import { useSettingsSaved } from './use-settings-saved';

const lowStockForm = z.object({
  at_most: requiredNumber(lowStockSettingsInput.shape.at_most, 'Please enter a number of pieces (0 or more)'),
});

const asForm = (value: LowStockSettings) => ({ at_most: String(value.at_most) });

export function LowStockSection({ settings }: { settings: ShopSettings }) {
  const api = useApi();
  const saved = useSettingsSaved();
  const lowStock = settings.sections.low_stock;
  const { form, formRef, submit, formError, saving, number } = useSchemaForm({
    schema: lowStockForm,
    defaultValues: asForm(lowStock.value),
    save: async (payload) => saved(await saveLowStockSettings(api, payload), 'Stock settings saved.'),
  });
  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError}>
      <Panel title="Low stock">
        <TextField
          label="Low stock at (pieces)"
          hint="The dashboard lists each size with this many pieces or fewer; 0 lists only sold-out sizes."
          className="max-w-xs"
          {...number('at_most')}
        />
      </Panel>
      <SectionFooter
        meta={lowStock}
        never="Never changed: sizes sold out or with 1 left are listed."
        saving={saving}
        saveLabel="Save stock settings"
        onRestore={() => form.reset(asForm(lowStock.defaults))}
      />
    </SchemaForm>
  );
}
