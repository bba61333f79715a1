// The back office's first admin in the journeys: made by `create-admin` before the server starts (playwright.config.ts).
export const E2E_ADMIN = { email: 'admin@akwaaba.example', name: 'Efua Admin', password: 'the e2e admin password' } as const;
