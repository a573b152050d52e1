// The delivery form (spec §2, §5): full name, phone number and delivery address, all required, and
// an optional shared location. Checked here with the same rule the server uses, so the shopper sees
// each field's message beside it; the server checks again and has the last word.
import { useQueryClient } from '@tanstack/react-query';
import { checkDeliveryDetails, formatPhoneForDisplay } from '@shop/domain/rules';
import { DELIVERY_SAVED_MESSAGE, deliverySaveErrorMessage } from '@shop/domain/texts';
import { LocateFixed, MapPin } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { confirmationPath } from '../api/order-format';
import {
  DELIVERY_FIELDS,
  deliveryFieldErrors,
  ORDERS_QUERY_KEY,
  saveDeliveryDetails,
  type DeliveryFields,
  type DeliveryOrder,
  type DeliveryRequest,
} from '../api/orders-api';
import { useGeolocation } from '../hooks/use-geolocation';
import { TextAreaField, PhoneField, TextField } from '../../../components/ui/field';

type Field = keyof DeliveryFields;

export function DeliveryForm({ order }: { order: DeliveryOrder }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const geo = useGeolocation();
  const [values, setValues] = useState<Record<Field, string>>({
    name: order.customer_name ?? '',
    phone: order.phone_number ? formatPhoneForDisplay(order.phone_number) : '',
    location: '',
  });
  const [errors, setErrors] = useState<DeliveryFields>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const locationRef = useRef<HTMLTextAreaElement>(null);

  // The first field to fix gets the focus, so a keyboard or screen reader user lands on it.
  const showErrors = (found: DeliveryFields) => {
    setErrors(found);
    const first = DELIVERY_FIELDS.find((f) => found[f]);
    const target = first === 'name' ? nameRef : first === 'phone' ? phoneRef : locationRef;
    if (first) target.current?.focus();
  };

  // Plain state rather than react-query's mutations: those would join every page's first download
  // through the shared framework chunk.
  const [saving, setSaving] = useState(false);
  const save = async (details: DeliveryRequest) => {
    setSaving(true);
    try {
      await saveDeliveryDetails(api, order.id, details);
      notify.success(DELIVERY_SAVED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
      void navigate(confirmationPath(order.id), { replace: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notify.error(deliverySaveErrorMessage(message));
      const fields = deliveryFieldErrors(error);
      if (Object.keys(fields).length > 0) showErrors(fields);
    } finally {
      setSaving(false);
    }
  };

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const check = checkDeliveryDetails({ ...values, coordinates: geo.coordinates });
    if (!check.ok) return showErrors(check.errors);
    setErrors({});
    void save(check.value);
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-5" aria-label="Delivery details">
      <TextField
        ref={nameRef}
        label="Full name"
        name="name"
        autoComplete="name"
        required
        maxLength={200}
        value={values.name}
        onChange={(e) => change('name')(e.target.value)}
        error={errors.name}
      />
      <PhoneField
        ref={phoneRef}
        maxLength={40}
        value={values.phone}
        onChange={(e) => change('phone')(e.target.value)}
        hint="The number our rider calls when they arrive."
        error={errors.phone}
      />
      <TextAreaField
        ref={locationRef}
        label="Delivery address"
        name="location"
        autoComplete="street-address"
        placeholder="Estate, street, building and house number, landmark"
        required
        maxLength={1000}
        rows={3}
        value={values.location}
        onChange={(e) => change('location')(e.target.value)}
        error={errors.location}
      />

      <div className="border-ink/15 rounded-xl border border-dashed p-4">
        <p className="text-sm font-medium">Location (optional)</p>
        <p className="text-muted mt-0.5 text-sm">Sharing your location helps the rider find you.</p>
        <div className="mt-3 flex flex-wrap items-center gap-3" aria-live="polite">
          <Button variant="outline" size="sm" onClick={geo.share} disabled={geo.busy} aria-busy={geo.busy}>
            <LocateFixed aria-hidden="true" className="size-4" />
            {geo.busy ? 'Getting location...' : geo.coordinates ? 'Update location' : 'Share location'}
          </Button>
          {geo.coordinates ? (
            <>
              <span
                className="inline-flex items-center gap-1 text-sm text-green-800"
                data-testid="location-shared"
              >
                <MapPin aria-hidden="true" className="size-4" />
                Location shared ({geo.coordinates.lat.toFixed(5)}, {geo.coordinates.lng.toFixed(5)})
              </span>
              <Button variant="ghost" size="sm" onClick={geo.clear}>
                Remove
              </Button>
            </>
          ) : null}
        </div>
      </div>

      <Button type="submit" className="w-full" disabled={saving} aria-busy={saving}>
        {saving ? 'Saving...' : 'Save Delivery Details'}
      </Button>
    </form>
  );
}
