// The product form (create and edit): every field the server keeps, grouped the way the owner thinks
// about a piece. Problems show next to their field (the contract's checks first, then the server's
// answer) and the focus moves to the first one. A saved product sends only what changed.
import { useState } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField, TextAreaField } from '../components/fields';
import { SaveBar } from '../components/save-bar';
import { FormSection, SchemaForm } from '../components/form-layout';
import { FormOutline, hasProblem } from '../components/form-outline';
import { PRODUCT_FORM_SECTIONS } from './product-form-sections';
import { Panel } from '../components/states';
import { flattenErrors, useSchemaForm } from '../hooks/use-schema-form';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { AccessPanel, type PartOfDrop } from './access-panel';
import { FabricEditor } from './fabric-editor';
import { ImagesEditor } from './images-editor';
import {
  discountFromPrices,
  effectiveSlug,
  type ProductField,
  type ProductFormValues,
} from './product-form-values';
import { isDirty, placeProductProblem, rebase, withName, withSlug, type SaveResult } from './product-save';
import { productPath } from './product-slug';
import { SizesEditor } from './sizes-editor';
import { StylesInput } from './styles-input';
import { VideoField } from './video-field';

type Props<P> = {
  initial: ProductFormValues;
  isNew: boolean;
  /** The payload for these values (all of it, or what changed since `baseline`), or the problems. */
  prepare: (baseline: ProductFormValues, values: ProductFormValues) => SaveResult<P>;
  onSave: (payload: P) => Promise<unknown>;
  submitLabel: string;
  listHref: string;
  categories: readonly string[];
  /** The pieces on sale now, for a saved product. */
  savedStock: number | null;
  /** The sizes must be counted again (older counts that did not add up). */
  recount?: boolean;
  /** The drop the product is part of: its early access and drop name follow the drop. */
  drop?: PartOfDrop | null;
};

const isEmpty = (payload: unknown) =>
  typeof payload === 'object' && payload !== null && Object.keys(payload).length === 0;

export function ProductForm<P>({
  initial,
  isNew,
  prepare,
  onSave,
  submitLabel,
  listHref,
  categories,
  savedStock,
  recount = false,
  drop = null,
}: Props<P>) {
  const [baseline, setBaseline] = useState(initial);
  const { formRef, submit, formError, form, saving, text, number, checkbox } = useSchemaForm({
    defaultValues: initial,
    // A saved product sends only what changed since it was loaded.
    check: (current: ProductFormValues) => prepare(baseline, current),
    save: onSave,
    unchanged: (payload) => !isNew && isEmpty(payload),
    place: placeProductProblem,
    scrollToProblem: true,
  });
  const values = form.watch();
  const errors = flattenErrors(form.formState.errors);
  // The product changed on the server (switched off or on from the header): untouched fields follow.
  if (initial !== baseline) {
    setBaseline(initial);
    form.reset(rebase(baseline, initial, values), { keepErrors: true });
  }

  /** A field changed outside a text box: its new value, and its problems (and its rows') gone. */
  const set = <F extends ProductField>(name: F, value: ProductFormValues[F]) => {
    const path = name as Path<ProductFormValues>;
    form.setValue(path, value as PathValue<ProductFormValues, typeof path>);
    form.clearErrors(path);
  };
  /** Several fields at once (the name with the slug that follows it). */
  const setAll = (next: ProductFormValues) =>
    (Object.keys(next) as ProductField[]).forEach((name) => {
      if (next[name] !== values[name]) set(name, next[name]);
    });

  const slug = effectiveSlug(values);
  const discount = discountFromPrices(values.price, values.original_price);
  const dirty = isDirty(baseline, values);
  const leaveGuard = useLeaveGuard(dirty && !saving);

  return (
    <>
      <SchemaForm formRef={formRef} onSubmit={submit} error={formError}>
        <FormOutline
          className="xl:hidden"
          sections={PRODUCT_FORM_SECTIONS.map(({ anchor, title, fields }) => ({
            anchor,
            title,
            problem: hasProblem(errors, fields),
          }))}
        />
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
          <div className="min-w-0 space-y-4">
            <FormSection title="Product" anchor="product-details">
              <TextField
                label="Name"
                className="sm:col-span-2"
                maxLength={200}
                autoComplete="off"
                value={values.name}
                error={errors.name}
                onChange={(event) => {
                  setAll(withName(values, event.target.value));
                  form.clearErrors(['name', 'slug']);
                }}
              />
              <TextField
                label="Slug"
                className="sm:col-span-2 [&_input]:font-mono"
                maxLength={120}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={values.slug_edited ? values.slug : slug}
                error={errors.slug}
                placeholder="made from the name"
                hint={
                  <>
                    The page&rsquo;s address:{' '}
                    <span className="font-mono break-all">{productPath(slug || '…')}</span>
                    {values.slug_edited
                      ? isNew
                        ? '. Empty the box to make it from the name again.'
                        : '. Changing it breaks links shared before.'
                      : isNew
                        ? ' (made from the name; a number is added if another product has it).'
                        : ' (follows the name).'}
                  </>
                }
                onChange={(event) => {
                  setAll(withSlug(values, event.target.value));
                  form.clearErrors('slug');
                }}
              />
              <TextAreaField
                label="Description"
                className="sm:col-span-2"
                rows={5}
                maxLength={10_000}
                {...text('description')}
              />
              <TextField
                label="Category"
                suggestions={categories}
                maxLength={60}
                autoComplete="off"
                placeholder="uncategorized"
                hint="Choose one or type a new one."
                {...text('category')}
              />
              <TextField
                label="SKU (optional)"
                maxLength={64}
                autoComplete="off"
                spellCheck={false}
                hint="Your own code for the piece."
                {...text('sku')}
              />
              <div className="sm:col-span-2">
                <StylesInput
                  value={values.styles}
                  onChange={(styles) => set('styles', styles)}
                  error={errors.styles}
                />
              </div>
            </FormSection>

            <FormSection title="Price" columns={3} anchor="product-price">
              <TextField label="Price (KES)" hint="Whole shillings." {...number('price')} />
              <TextField
                label="Original price (KES, optional)"
                hint="Shown crossed out when above the price."
                {...number('original_price')}
              />
              <div>
                <TextField
                  label="Discount badge (%)"
                  hint={discount !== null ? `From the prices: ${discount}% off.` : 'Empty or 0: no badge.'}
                  {...number('discount_percentage')}
                />
                {discount !== null && values.discount_percentage.trim() !== String(discount) ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-1 underline"
                    onClick={() => set('discount_percentage', String(discount))}
                  >
                    Use {discount}%
                  </Button>
                ) : null}
              </div>
            </FormSection>

            <Panel title="Sizes and stock" anchor="product-sizes">
              <SizesEditor
                rows={values.variants}
                onChange={(rows) => set('variants', rows)}
                stock={values.stock}
                onStock={(stock) => set('stock', stock)}
                savedStock={savedStock}
                recount={recount}
                errors={errors}
              />
            </Panel>

            <Panel title="Pictures" anchor="product-pictures">
              <ImagesEditor
                images={values.images}
                onChange={(images) => set('images', images)}
                error={errors.images}
              />
            </Panel>

            <Panel title="Video" anchor="product-video">
              <VideoField
                value={values.video_url}
                onChange={(url) => set('video_url', url)}
                error={errors.video_url}
              />
            </Panel>

            <Panel title="Fabric details" anchor="product-fabric">
              <FabricEditor
                rows={values.fabric_details}
                onChange={(rows) => set('fabric_details', rows)}
                errors={errors}
              />
            </Panel>
          </div>

          <div className="min-w-0 space-y-4">
            <Panel title="Status" anchor="product-status">
              <div className="space-y-3">
                <CheckboxField
                  {...checkbox('is_active', 'Active', 'Off: hidden from the shop. Past orders keep it.')}
                />
                <CheckboxField {...checkbox('featured', 'Featured', 'Shown first on the home page.')} />
                <CheckboxField {...checkbox('is_new', 'New', 'Marked as a new arrival.')} />
                <CheckboxField {...checkbox('is_bestseller', 'Bestseller')} />
                {drop ? null : (
                  <TextField
                    label="Drop name (optional)"
                    maxLength={100}
                    hint="The limited drop this piece belongs to."
                    {...text('drop_name')}
                  />
                )}
              </div>
            </Panel>

            <AccessPanel
              values={values}
              set={set}
              check={checkbox}
              dateField={text('early_access_until')}
              drop={drop}
            />
          </div>
        </div>

        <SaveBar
          status={dirty ? 'Unsaved changes' : isNew ? '' : 'All changes saved'}
          cancelHref={listHref}
          saving={saving}
          submitLabel={submitLabel}
        />
      </SchemaForm>
      {/* Outside the form: the dialog's own form must not submit this one (React events cross portals). */}
      {leaveGuard}
    </>
  );
}
