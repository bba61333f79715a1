import type { NotificationSettings } from '@shop/contract';
import type { Executor } from '../../db/transaction.js';
import { createNotificationSettingsRepo } from './notification-settings.repo.js';

// A user's own settings only: the user is always the bearer token's, never one named in the request.
export function createNotificationSettingsService({ db }: { db: Executor }) {
  const repo = createNotificationSettingsRepo(db);
  return {
    read: (userId: string): Promise<NotificationSettings> => repo.read(userId),
    save: (userId: string, changes: Partial<NotificationSettings>): Promise<NotificationSettings> => repo.save(userId, changes),
  };
}
export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
