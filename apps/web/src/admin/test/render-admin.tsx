import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { memoryLocation } from 'wouter/memory-location';
import type { StaffMember } from '@shop/contract/admin';
import { countEachNavigation, Router, useLocation } from '@/lib/router';
import { serveApi } from '@/test/render';
import { AdminProvider } from '../app/provider';
import { AdminRoutes } from '../app/router';
import { forgetStaffSession, keepStaffSession } from '../features/session/session-store';

// The back office as the page draws it (its provider and routes), in a memory router, with fetch answered by a
// handler: the network is the boundary, our client, queries and components run for real. Importing @/test/render
// gives the translator every language's texts.

/** Where the address went, for the tests to read. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Signs `staff` in as the sign-in form would (the session kept in the tab). */
export const signInAs = (staff: StaffMember) =>
  keepStaffSession({ token: `staff_token_of_${staff.role}`, expires_at: new Date(Date.now() + 3_600_000).toISOString(), staff });

export function renderAdmin(route: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const memory = memoryLocation({ path: route, record: true });
  return render(
    <Router hook={memory.hook} searchHook={memory.searchHook} aroundNav={countEachNavigation}>
      <AdminProvider client={client}>
        <AdminRoutes />
      </AdminProvider>
      <LocationProbe />
    </Router>,
  );
}

export interface Call {
  method: string;
  url: URL;
  body: unknown;
  authorization: string | null;
}

type Answer = { status?: number; body: unknown };

/** Answers the back office's calls from `handler` (by method and path under /admin/api/v1) and records each call. */
export function serveAdminApi(handler: (call: Call) => Answer | Promise<Answer>): Call[] {
  const calls: Call[] = [];
  serveApi((url, init) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      authorization: new Headers(init?.headers).get('Authorization'),
    };
    calls.push(call);
    return handler(call);
  });
  return calls;
}

/** The path of a call below the back office's base, as '/orders/AGH123456/status/'. */
export const pathOf = (call: Call) => call.url.pathname.replace('/admin/api/v1', '');

/** Signs out and forgets the session between tests. */
export function endSession() {
  forgetStaffSession();
  sessionStorage.clear();
}
