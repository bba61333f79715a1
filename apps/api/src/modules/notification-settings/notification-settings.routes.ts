import { NOTIFICATION_SETTINGS_MESSAGES } from '@shop/contract';
import type { Router } from '../../http/router.js';
import type { NotificationSettingsService } from './notification-settings.service.js';

// The scope demands the bearer token before these run.
export function notificationSettingsRoutes(router: Router, settings: NotificationSettingsService) {
  router.route(
    'notificationSettings',
    { tags: ['accounts'], summary: "The signed-in user's six notification settings (the spec's defaults until saved)" },
    async (request) => ({ status: true as const, message: NOTIFICATION_SETTINGS_MESSAGES.read, data: await settings.read(request.customer!.userId) }),
  );
  router.route(
    'notificationSettingsUpdate',
    {
      tags: ['accounts'],
      summary: 'Change any of the six notification settings (booleans; at least one); answers all six',
      description: 'The next login answers them in user_preference. An unknown key or a value that is not true or false is 400 VALIDATION_FAILED.',
    },
    async (request) => ({
      status: true as const,
      message: NOTIFICATION_SETTINGS_MESSAGES.saved,
      data: await settings.save(request.customer!.userId, request.body),
    }),
  );
}
