import { queryOptions } from '@tanstack/react-query';
import type { AdminBodyOf } from '@shop/contract/admin-endpoints';
import { callAdmin } from '../../../lib/admin-client';

// Signing in and out (POST and DELETE /session/), and who is signed in (GET /session/).

export const signIn = async (body: AdminBodyOf<'signIn'>) => (await callAdmin('signIn', { body })).data;

export const signOut = () => callAdmin('signOut');

export const currentStaffQuery = () =>
  queryOptions({
    queryKey: ['session', 'me'],
    queryFn: ({ signal }) => callAdmin('me', { signal }),
    select: (answer) => answer.data,
  });
