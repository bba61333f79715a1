import { queryOptions } from '@tanstack/react-query';
import type { NotificationSettings } from '@shop/contract/notification-settings';
import { CUSTOMER_QUERY_ROOT } from '@/features/cart';
import { callApi } from '@/lib/api-client';

// The six notification settings kept on the server (issue 13): GET and PATCH /user-setting/preferences/ with the
// bearer token. Under CUSTOMER_QUERY_ROOT, so signing out drops them with the cart.

export const notificationSettingsKey = (userId: string) => [CUSTOMER_QUERY_ROOT, userId, 'notification-settings'] as const;

export const notificationSettingsQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationSettingsKey(userId),
    queryFn: async ({ signal }) => (await callApi('notificationSettings', { signal })).data,
  });

/** Saves all six (the form sends what it shows); answers what the server now has. */
export async function saveNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings> {
  return (await callApi('notificationSettingsUpdate', { body: settings })).data;
}
