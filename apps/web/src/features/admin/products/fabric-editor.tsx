// Fabric details: the material's name, a few words, and two pictures (the whole piece and a close-up)
// that the shop's fabric viewer shows with its magnifier. Each picture is an address or an upload.
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ProductPicture } from '../../../components/ui/product-picture';
import { TextField, TextAreaField } from '../components/fields';
import { MediaUploader } from '../components/media-uploader';
import {
  emptyFabric,
  MAX_FABRICS,
  type FabricField,
  type FabricRow,
  type FieldErrors,
} from './product-form-values';
import { mediaProblem } from './product-media';

type Props = { rows: FabricRow[]; onChange: (rows: FabricRow[]) => void; errors: FieldErrors };

function PictureField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const shown = value.trim() && !mediaProblem(value.trim()) ? value.trim() : null;
  return (
    <div className="flex gap-3">
      <span className="mt-6 block size-16 shrink-0 overflow-hidden rounded-lg bg-ink/5">
        {shown ? (
          <ProductPicture
            src={shown}
            alt=""
            sizes="4rem"
            width={64}
            height={64}
            className="size-full object-cover"
          />
        ) : null}
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <TextField
          label={label}
          type="url"
          inputMode="url"
          placeholder="https://… or upload"
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
        <MediaUploader
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          buttonLabel={
            <>
              Upload<span className="sr-only"> the {label.toLowerCase()}</span>
            </>
          }
          onUploaded={(files) => {
            const picture = files.find((f) => f.kind === 'image');
            if (picture) onChange(picture.url);
          }}
        />
      </div>
    </div>
  );
}

export function FabricEditor({ rows, onChange, errors }: Props) {
  const set = (key: string, field: FabricField, value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  return (
    <div className="space-y-4">
      {rows.length === 0 ? (
        <p className="text-sm text-muted">
          No fabric details. Add one to show shoppers the material up close.
        </p>
      ) : null}
      {rows.map((row, i) => {
        const error = (field: FabricField) => errors[`fabric_details.${i}.${field}`];
        return (
          <fieldset key={row.key} className="space-y-3 rounded-xl border border-ink/10 p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold">
              Fabric {i + 1}
              {row.type.trim() ? `: ${row.type.trim()}` : ''}
            </legend>
            <TextField
              label="Fabric"
              placeholder="e.g. Denim"
              maxLength={60}
              value={row.type}
              error={error('type')}
              onChange={(event) => set(row.key, 'type', event.target.value)}
            />
            <TextAreaField
              label="Description (optional)"
              rows={2}
              maxLength={500}
              value={row.description}
              error={error('description')}
              onChange={(event) => set(row.key, 'description', event.target.value)}
            />
            <div className="grid gap-3 lg:grid-cols-2">
              <PictureField
                label="Main picture"
                value={row.mainImage}
                error={error('mainImage')}
                onChange={(value) => set(row.key, 'mainImage', value)}
              />
              <PictureField
                label="Close-up picture"
                value={row.closeupImage}
                error={error('closeupImage')}
                onChange={(value) => set(row.key, 'closeupImage', value)}
              />
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-800 hover:bg-red-50"
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove fabric {i + 1}
            </Button>
          </fieldset>
        );
      })}
      {errors.fabric_details ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.fabric_details}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        disabled={rows.length >= MAX_FABRICS}
        onClick={() => onChange([...rows, emptyFabric()])}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a fabric detail
      </Button>
    </div>
  );
}
