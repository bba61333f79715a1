import { z } from 'zod';
import { userPreferenceSchema } from './auth.js';
import { envelope } from './common.js';
import type { FieldMessageCode } from './field-messages.js';

// GET and PATCH /user-setting/preferences/ (issue 13): the six notification settings of spec part 2 section 3, kept
// on the server (the spec only simulates the save). The wire names are the login answer's user_preference.

/** The spec's defaults, for an account that never saved any. */
export const NOTIFICATION_DEFAULTS = {
  email_notification: true,
  order_updates: true,
  promotions: false,
  newsletter: false,
  push_notification: false,
  sms_notification: false,
} as const satisfies z.infer<typeof userPreferenceSchema>;

export type NotificationSettings = z.infer<typeof userPreferenceSchema>;
export type NotificationSetting = keyof NotificationSettings;

const flag = z.boolean({ message: 'SETTING_BOOLEAN' satisfies FieldMessageCode }).optional();

/** Any of the six, at least one; nothing else. */
export const notificationSettingsBody = z
  .object(
    {
      email_notification: flag,
      order_updates: flag,
      promotions: flag,
      newsletter: flag,
      push_notification: flag,
      sms_notification: flag,
    },
    { message: 'SETTINGS_REQUIRED' satisfies FieldMessageCode },
  )
  .strict()
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'SETTINGS_REQUIRED' satisfies FieldMessageCode });
export type NotificationSettingsBody = z.input<typeof notificationSettingsBody>;

export const notificationSettingsResponse = envelope(userPreferenceSchema);

export const NOTIFICATION_SETTINGS_MESSAGES = { read: 'Settings retrieved', saved: 'Settings updated successfully!' } as const;
