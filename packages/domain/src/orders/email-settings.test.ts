import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminMailRecipients,
  DEFAULT_EMAIL_SETTINGS,
  EMAIL_SETTING_KEYS,
  emailSettingRows,
  emailSettingsFromRows,
  type EmailSettings,
} from './email-settings';

const settingsArb: fc.Arbitrary<EmailSettings> = fc.record({
  notifications_enabled: fc.boolean(),
  customer_notifications_enabled: fc.boolean(),
  admin_notifications_enabled: fc.boolean(),
  admin_email: fc.oneof(
    fc.constant(''),
    fc.emailAddress().map((e) => e.toLowerCase()),
  ),
});

describe('the owner e-mail settings', () => {
  it('defaults to everything on and no admin e-mail of its own', () => {
    expect(emailSettingsFromRows([])).toEqual(DEFAULT_EMAIL_SETTINGS);
    expect(DEFAULT_EMAIL_SETTINGS).toEqual({
      notifications_enabled: true,
      customer_notifications_enabled: true,
      admin_notifications_enabled: true,
      admin_email: '',
    });
  });

  it('reads back whatever it stored, one row per key', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const rows = emailSettingRows(settings);
        expect(rows.map((r) => r.setting_key)).toEqual([...EMAIL_SETTING_KEYS]);
        expect(emailSettingsFromRows(rows)).toEqual(settings);
      }),
    );
  });

  it('keeps the default for an unknown key or a flag that is not true/false', () => {
    expect(
      emailSettingsFromRows([
        { setting_key: 'notifications_enabled', setting_value: 'yes' },
        { setting_key: 'customer_notifications_enabled', setting_value: null },
        { setting_key: 'admin_notifications_enabled', setting_value: 'false' },
        { setting_key: 'something_else', setting_value: 'false' },
        { setting_key: 'admin_email', setting_value: ' Shop@Example.com ' },
      ]),
    ).toEqual({
      ...DEFAULT_EMAIL_SETTINGS,
      admin_notifications_enabled: false,
      admin_email: 'shop@example.com',
    });
  });
});

describe('who gets the admin order e-mails', () => {
  const on = { admin_notifications_enabled: true, admin_email: '' };

  it('is the config address and every admin account while no admin e-mail is set, each once', () => {
    expect(adminMailRecipients(on, 'Owner@shop.test', ['owner@shop.test', 'b@shop.test'])).toEqual([
      'Owner@shop.test',
      'b@shop.test',
    ]);
    expect(adminMailRecipients(on, undefined, [])).toEqual([]);
  });

  it('is the admin e-mail alone once it is set, and nobody with admin notifications off', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.emailAddress(),
        fc.option(fc.emailAddress(), { nil: undefined }),
        fc.array(fc.emailAddress()),
        (enabled, chosen, config, accounts) => {
          const to = adminMailRecipients(
            { admin_notifications_enabled: enabled, admin_email: chosen },
            config,
            accounts,
          );
          expect(to).toEqual(enabled ? [chosen] : []);
        },
      ),
    );
  });

  it('never names an address twice', () => {
    fc.assert(
      fc.property(fc.option(fc.emailAddress(), { nil: undefined }), fc.array(fc.emailAddress()), (c, a) => {
        const to = adminMailRecipients(on, c, a).map((x) => x.toLowerCase());
        expect(new Set(to).size).toBe(to.length);
      }),
    );
  });
});
