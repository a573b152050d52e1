// A manual order: a sale agreed in WhatsApp or Instagram. The owner picks the pieces (and a size of
// each), types the customer's phone, and gets an M-Pesa payment link to send. The server checks the
// pieces are for sale, prices them and makes the link; paying it is the shop's normal checkout.
import { formatKes } from '@shop/domain/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { PhoneField } from '../../../components/ui/field';
import { useApi } from '../../../lib/use-api';
import { createPaymentLink, PAYMENT_LINKS_KEY, type PaymentLink } from '../api/payment-links-api';
import { productDetailQuery, type ProductHit } from '../api/products-api';
import { Field, SelectField, TextField } from '../components/fields';
import { AddResultButton, ProductSearch } from '../components/product-search';
import { FormError } from '../components/states';
import { failureMessage } from '../hooks/use-form-save';

type Piece = { id: string; name: string; price: number; size: string; quantity: number };

/** One chosen piece: its size (from the sizes in stock) and how many, or take it out. */
function PieceRow({
  piece,
  onChange,
  onRemove,
}: {
  piece: Piece;
  onChange: (piece: Piece) => void;
  onRemove: () => void;
}) {
  const detail = useQuery(productDetailQuery(useApi(), piece.id));
  const sizes = (detail.data?.variants ?? []).filter((v) => v.size);
  const stock =
    sizes.length > 0 ? (sizes.find((v) => v.size === piece.size)?.stock ?? 0) : (detail.data?.stock ?? 1);
  return (
    <li className="rounded-xl border border-ink/10 p-3">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 text-sm font-semibold break-words">
          {piece.name} <span className="font-normal text-muted">· {formatKes(piece.price)}</span>
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${piece.name}`}
          className="-m-1 grid size-9 shrink-0 place-items-center rounded-full hover:bg-ink/5"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {sizes.length > 0 ? (
          <SelectField
            label={`Size of ${piece.name}`}
            labelHidden
            value={piece.size}
            onChange={(event) => onChange({ ...piece, size: event.target.value })}
            options={[
              { value: '', label: 'Choose a size' },
              ...sizes.map((v) => ({
                value: v.size ?? '',
                label: v.stock > 0 ? `${v.size} (${v.stock} left)` : `${v.size} (sold out)`,
              })),
            ]}
          />
        ) : (
          <p className="self-center text-xs text-muted">{detail.data ? `${stock} in stock` : 'One size'}</p>
        )}
        <TextField
          label={`How many of ${piece.name}`}
          labelHidden
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, stock)}
          value={piece.quantity}
          onChange={(event) => onChange({ ...piece, quantity: Math.max(1, Number(event.target.value) || 1) })}
        />
      </div>
    </li>
  );
}

export function ManualOrderForm({ onMade }: { onMade: (link: PaymentLink) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [pieces, setPieces] = useState<Piece[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const add = (product: ProductHit) =>
    setPieces((list) => [
      ...list,
      { id: product.id, name: product.name, price: product.price, size: '', quantity: 1 },
    ]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pieces.length === 0) return setError('Add at least one piece.');
    setSaving(true);
    setError(null);
    try {
      const link = await createPaymentLink(api, {
        phone,
        customer_name: name || null,
        discount_code: code || null,
        note: note || null,
        items: pieces.map((p) => ({ product_id: p.id, size: p.size || null, quantity: p.quantity })),
      });
      await queryClient.invalidateQueries({ queryKey: PAYMENT_LINKS_KEY });
      setPieces([]);
      setPhone('');
      setName('');
      setCode('');
      setNote('');
      onMade(link);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New payment link" className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <PhoneField
          size="sm"
          label="Customer’s M-Pesa number"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          required
        />
        <TextField
          label="Customer’s name (optional)"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Field label="Pieces" hint="Search by name, add each piece, then choose its size." hintAbove size="sm">
        {(control) => (
          <ProductSearch
            control={control}
            action={(product) => (
              <AddResultButton
                added={pieces.some((p) => p.id === product.id)}
                name={product.name}
                addedLabel={`${product.name} is in the order`}
                onAdd={() => add(product)}
              />
            )}
          />
        )}
      </Field>
      {pieces.length > 0 ? (
        <ul className="space-y-2" aria-label="Pieces in the order">
          {pieces.map((piece, i) => (
            <PieceRow
              key={piece.id}
              piece={piece}
              onChange={(next) => setPieces((list) => list.map((p, j) => (j === i ? next : p)))}
              onRemove={() => setPieces((list) => list.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Discount code (optional)"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoCapitalize="characters"
        />
        <TextField
          label="Note (only you see it)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder="For example: Instagram DM, wants it by Friday"
        />
      </div>
      <FormError message={error} />
      <Button type="submit" disabled={saving}>
        {saving ? 'Making the link…' : 'Make payment link'}
      </Button>
    </form>
  );
}
