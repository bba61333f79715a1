import { eq } from 'drizzle-orm';
import { NOTIFICATION_DEFAULTS, type NotificationSettings } from '@shop/contract';
import { userPreferences } from '../../db/schema/index.js';
import type { Executor } from '../../db/transaction.js';

// The six notification settings of an account: the columns of user_preferences (one row per user, written at
// sign-up; an account without one has the spec's defaults).

type Row = typeof userPreferences.$inferSelect;
type Columns = Omit<Row, 'userId'>;

const toWire = (row: Columns): NotificationSettings => ({
  email_notification: row.emailNotification,
  order_updates: row.orderUpdates,
  promotions: row.promotions,
  newsletter: row.newsletter,
  push_notification: row.pushNotification,
  sms_notification: row.smsNotification,
});

/** The columns a (partial) wire body changes; keys it leaves out stay as they are. */
function toColumns(settings: Partial<NotificationSettings>): Partial<Columns> {
  const columns: Partial<Columns> = {
    emailNotification: settings.email_notification,
    orderUpdates: settings.order_updates,
    promotions: settings.promotions,
    newsletter: settings.newsletter,
    pushNotification: settings.push_notification,
    smsNotification: settings.sms_notification,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

export function createNotificationSettingsRepo(db: Executor) {
  return {
    async read(userId: string): Promise<NotificationSettings> {
      const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
      return row ? toWire(row) : { ...NOTIFICATION_DEFAULTS };
    },

    /** Changes the settings given, in one statement (a row is made with the defaults when the account has none). */
    async save(userId: string, settings: Partial<NotificationSettings>): Promise<NotificationSettings> {
      const changes = toColumns(settings);
      const [row] = await db
        .insert(userPreferences)
        .values({ ...toColumns(NOTIFICATION_DEFAULTS), ...changes, userId })
        .onConflictDoUpdate({ target: userPreferences.userId, set: changes })
        .returning();
      return toWire(row!);
    },
  };
}
