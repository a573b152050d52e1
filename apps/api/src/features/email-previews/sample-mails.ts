// Every mail the shop sends, built by its real builder from sample data, for the admin's previews:
// what an owner sees here is what a customer gets. A sample order has two lines and a delivery fee.
import { HOUR_MS } from '@shop/domain/timings';
import type { AppDeps } from '../../app-deps';
import { passwordResetMail, verificationMail } from '../accounts/auth-mails';
import { dropOpenMail } from '../drops/drop-notices.service';
import { unsubscribeLinks, welcomeMailFor } from '../early-access/welcome-mails.service';
import { testMail } from '../mailer/email-settings.service';
import type { Mail } from '../mailer/mailer.service';
import { mailBrand } from '../mailer/templates/mail-brand';
import { orderMails, type MailOrder } from '../orders/order-mails.service';
import {
  newArrivalsMail,
  wishlistAlertMail,
  wishlistReminderMail,
} from '../wishlist-alerts/wishlist-alert-mails';

type Deps = Pick<AppDeps, 'config' | 'secret' | 'database' | 'logger'>;

const CUSTOMER = 'wanjiku@example.com';
const ADMIN = 'orders@example.com';
const SAMPLE_ID = '00000000-0000-4000-8000-00000000a11c';

export const SAMPLE_ORDER: MailOrder = {
  order: {
    id: '3f9c2b7e-5d41-4c8a-9e2f-7a1b6c0d4e58',
    userId: 'sample-customer',
    userEmail: CUSTOMER,
    userName: 'Wanjiku Kamau',
    phoneNumber: '+254712345678',
    paymentMethod: 'mpesa',
    paymentRef: 'SAMPLE-REF-1042',
    refundStatus: null,
    refundReason: null,
    deliveryInfo: {
      name: 'Wanjiku Kamau',
      phone: '+254712345678',
      location: 'Kilimani, Argwings Kodhek Rd, Nairobi',
      coordinates: { lat: -1.2921, lng: 36.7866 },
      timestamp: '2025-01-01T09:00:00.000Z',
    },
    deliveryFee: 200,
    totalAmount: 2_300,
    amountPaid: 2_300,
    discountAmount: 0,
    discountCode: null,
  },
  items: [
    { name: 'Ankara print midi dress', size: 'M', quantity: 1, price: 1_200, components: null },
    { name: 'Leather belt', size: null, quantity: 2, price: 450, components: null },
  ],
};

async function orderMail(deps: Deps, event: string, kind: string): Promise<Mail> {
  const mails = await orderMails(await mailBrand(deps), event, SAMPLE_ORDER, [ADMIN], true);
  return mails.find((m) => m.kind === kind)!;
}

const sampleDrop = () => ({
  name: 'Friday Denim Drop',
  slug: 'friday-denim-drop',
  description: 'Forty pieces of washed and vintage denim, one of each.',
  publicAccessStart: new Date(Date.now() + 24 * HOUR_MS),
});

/** The kinds an admin can preview, in the order the select lists them. */
export const SAMPLE_MAILS: readonly { kind: string; label: string; build: (deps: Deps) => Promise<Mail> }[] =
  [
    {
      kind: 'order_placed',
      label: 'Order confirmation (customer)',
      build: (deps) => orderMail(deps, 'order_placed', 'order_placed'),
    },
    {
      kind: 'order_placed_admin',
      label: 'New order (admins)',
      build: (deps) => orderMail(deps, 'order_placed', 'order_placed_admin'),
    },
    {
      kind: 'delivery_details_received',
      label: 'Delivery details received (admins)',
      build: (deps) => orderMail(deps, 'delivery_details_received', 'delivery_details_received'),
    },
    {
      kind: 'order_shipped',
      label: 'Order on its way (customer)',
      build: (deps) => orderMail(deps, 'order_shipped', 'order_shipped'),
    },
    {
      kind: 'order_delivered',
      label: 'Order delivered (customer)',
      build: (deps) => orderMail(deps, 'order_delivered', 'order_delivered'),
    },
    {
      kind: 'order_cancelled',
      label: 'Order cancelled (customer)',
      build: (deps) => orderMail(deps, 'order_cancelled', 'order_cancelled'),
    },
    {
      kind: 'password-reset',
      label: 'Password reset',
      build: async (deps) => {
        const brand = await mailBrand(deps);
        return passwordResetMail(brand, CUSTOMER, `${brand.shopUrl}/api/auth/reset-password/sample-token`);
      },
    },
    {
      kind: 'verify-email',
      label: 'E-mail address confirmation',
      build: async (deps) => {
        const brand = await mailBrand(deps);
        return verificationMail(brand, CUSTOMER, `${brand.shopUrl}/api/auth/verify-email?token=sample-token`);
      },
    },
    {
      kind: 'early_access_welcome',
      label: 'Early-access welcome',
      build: (deps) =>
        welcomeMailFor(deps, { id: SAMPLE_ID, email: CUSTOMER, firstName: 'Wanjiku', sentBefore: false }),
    },
    {
      kind: 'drop_open',
      label: 'Drop open (account holder)',
      build: (deps) => dropOpenMail(deps, sampleDrop(), CUSTOMER, null),
    },
    {
      kind: 'drop_open_list',
      label: 'Drop open (early-access list member)',
      build: (deps) => dropOpenMail(deps, sampleDrop(), CUSTOMER, unsubscribeLinks(deps, SAMPLE_ID)),
    },
    {
      kind: 'wishlist_alert',
      label: 'Wishlist alert (price drop, size back)',
      build: async (deps) =>
        wishlistAlertMail(await mailBrand(deps), CUSTOMER, [
          {
            name: 'Ankara print midi dress',
            slug: 'ankara-print-midi-dress',
            old_price: 1_500,
            new_price: 1_200,
          },
          { name: 'Levi’s 501 jeans', slug: 'levis-501-jeans', sizes: ['M', 'L'] },
        ]),
    },
    {
      kind: 'wishlist_reminder',
      label: 'Weekly wishlist reminder',
      build: async (deps) =>
        wishlistReminderMail(await mailBrand(deps), CUSTOMER, [
          { name: 'Ankara print midi dress', slug: 'ankara-print-midi-dress', price: 1_200 },
          { name: 'Leather belt', slug: 'leather-belt', price: 450 },
        ]),
    },
    {
      kind: 'new_arrivals',
      label: 'New arrivals (a drop goes public)',
      build: async (deps) => newArrivalsMail(await mailBrand(deps), CUSTOMER, sampleDrop()),
    },
    { kind: 'test', label: 'Test e-mail', build: (deps) => testMail(deps, ADMIN) },
  ];
