import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@shop/contract/admin';
import type { AdminBodyOf } from '@shop/contract/admin-endpoints';
import { callAdmin } from '../../../lib/admin-client';
import { updateStaffMember } from '../../session';

// The staff accounts (admins only): the list (GET /staff/), adding a member (POST) and changing one (PATCH /staff/:id/).

const STAFF = ['staff'] as const;

export const staffListQuery = () =>
  queryOptions({
    queryKey: STAFF,
    queryFn: ({ signal }) => callAdmin('staffList', { signal }),
    select: (answer) => answer.data,
  });

export const createStaffMutation = (queryClient: QueryClient) => ({
  mutationFn: async (member: AdminBodyOf<'staffCreate'>) => (await callAdmin('staffCreate', { body: member })).data,
  onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF }),
});

export const updateStaffMutation = (queryClient: QueryClient) => ({
  mutationFn: async ({ id, change }: { id: string; change: AdminBodyOf<'staffUpdate'> }) =>
    (await callAdmin('staffUpdate', { params: { id }, body: change })).data,
  onSuccess: (member: StaffMember) => {
    // An admin who changed their own role sees the back office as that role at once.
    updateStaffMember(member);
    return queryClient.invalidateQueries({ queryKey: STAFF });
  },
});
