// Contract-shaped answers of the account calls for component tests (the network is what the tests replace).
import type { LoginData } from '@shop/contract';

export const loginData = (overrides: Partial<LoginData> = {}): LoginData => ({
  user: {
    id: '6f1c2a9e-4b7d-4c1e-9a53-2d8f0b7e1a11',
    email: 'ama@example.com',
    phone_number: '+233244123456',
    account_type: 'Customer',
    profile: {
      first_name: 'Ama',
      last_name: 'Owusu',
      'Other names': '',
      user_name: 'ama_o',
      picture: null,
      gender: 'Female',
      date_of_birth: null,
    },
  },
  customer_id: 41,
  access: 'header.eyJzdWIiOiJ4In0.signature',
  refresh: 'refresh-token-1',
  user_preference: { email_notification: true, push_notification: false, sms_notification: false, order_updates: true, promotions: false, newsletter: false },
  ...overrides,
});

export const done = (message = 'OK') => ({ body: { status: true, message } });

/** A refusal as the API answers it: the catalogue's code, its English message and the figures in params. */
export const failed = (status: number, message: string, code = 'VALIDATION_FAILED', params?: Record<string, unknown>) => ({
  status,
  body: { status: false, message, code, ...(params ? { params } : {}) },
});

/** The JSON body a fetch call sent. */
export const sentBody = (init?: RequestInit): unknown => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
