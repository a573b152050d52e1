// /admin/settings?tab=shop: the shop's name (the navbar, page titles, mails, SMS, slips, the installed
// app) and its logo, uploaded here through the admin upload (the server keeps WebP/AVIF copies and
// measures it). The preview shows the logo as the navbar does; without one the name stands there.
import { shopIdentityInput } from '@shop/contracts';
import type { ShopIdentity } from '@shop/domain/rules';
import { useApi } from '../../../lib/use-api';
import { Button } from '../../../components/ui/button';
import { saveShopIdentity, type ShopSettings } from '../api/settings-api';
import { TextField } from '../components/fields';
import { SchemaForm } from '../components/form-layout';
import { MediaUploader } from '../components/media-uploader';
import { Panel } from '../components/states';
import { useSchemaForm } from '../hooks/use-schema-form';
import { SectionFooter } from './section-footer';
import { useSettingsSaved } from './use-settings-saved';

const asForm = (value: ShopIdentity) => ({ name: value.name, logo: value.logo });
const smallCopy = (logo: string) => logo.replace(/-1024w\.webp$/, '-320w.webp');

export function ShopSection({ settings }: { settings: ShopSettings }) {
  const api = useApi();
  const saved = useSettingsSaved();
  const shop = settings.sections.shop;
  const { form, formRef, submit, formError, saving, text, errorOf } = useSchemaForm({
    schema: shopIdentityInput,
    defaultValues: asForm(shop.value),
    save: async (payload) => saved(await saveShopIdentity(api, payload), 'Shop settings saved.'),
  });
  const logo = form.watch('logo');
  const name = form.watch('name');
  const logoError = errorOf('logo');
  const setLogo = (url: string) => form.setValue('logo', url, { shouldDirty: true, shouldValidate: true });

  return (
    <SchemaForm formRef={formRef} onSubmit={submit} error={formError}>
      <Panel title="Name">
        <TextField
          label="Shop name"
          autoComplete="organization"
          maxLength={60}
          hint="2 to 60 characters. In the navbar (when there is no logo), page titles, e-mails, text messages, packing slips and the installed app."
          {...text('name')}
        />
      </Panel>
      <Panel title="Logo">
        <input type="hidden" {...form.register('logo')} />
        <div className="space-y-3">
          <div
            className="flex h-16 items-center rounded-xl border border-ink/10 bg-paper px-4"
            role="group"
            aria-label="Preview of the navbar"
          >
            {logo ? (
              <img
                src={smallCopy(logo)}
                alt={name}
                className="h-9 w-auto max-w-36 object-contain object-left"
              />
            ) : (
              <span className="truncate text-lg font-black tracking-tight uppercase">{name}</span>
            )}
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <MediaUploader
                accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
                buttonLabel={logo ? 'Change logo' : 'Upload logo'}
                hint="A JPEG, PNG, WebP, AVIF or GIF up to 10 MB; wide or square, on a light background. Shown 36 px tall in the navbar, its name is the shop's name."
                onUploaded={(files) => {
                  const picture = files.find((f) => f.kind === 'image');
                  if (picture) setLogo(picture.url);
                }}
              />
            </div>
            {logo ? (
              <Button size="sm" variant="ghost" onClick={() => setLogo('')}>
                Remove logo
              </Button>
            ) : null}
          </div>
          {logoError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {logoError}
            </p>
          ) : null}
        </div>
      </Panel>
      <p className="text-sm text-muted">Pages opened after you save show the new name and logo.</p>
      <SectionFooter
        meta={shop}
        never="Never changed: the shop shows its configured name and no logo."
        saving={saving}
        saveLabel="Save shop settings"
        onRestore={() => form.reset(asForm(shop.defaults))}
      />
    </SchemaForm>
  );
}
