// What the shopper's order endpoints accept. Shapes and types are checked here (a wrong type is a 400
// naming the field); whether the delivery details are complete and the phone Kenyan is the domain's
// rule (checkDeliveryDetails), so the form and the server give the same messages.
import { z } from 'zod';
import { textInput } from './text';

export const orderIdParam = z.object({
  id: z.uuid('must be an order id').transform((id) => id.toLowerCase()),
});

// Missing text is left to the domain rule, which answers with the spec's field messages.
const text = (max: number) => textInput().max(max, `must be at most ${max} characters`);
const coordinate = z.number({ error: 'must be a number' });

export const deliveryInput = z.object({
  name: text(200).nullish(),
  phone: text(40).nullish(),
  location: text(1000).nullish(),
  coordinates: z.object({ lat: coordinate, lng: coordinate }).nullish(),
});
export type DeliveryInput = z.infer<typeof deliveryInput>;

export const guestLookupInput = z.object({ phone: text(40).nullish() });
