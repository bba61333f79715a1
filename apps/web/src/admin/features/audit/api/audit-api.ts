import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE_DEFAULT } from '@shop/contract/admin';
import { callAdmin } from '../../../lib/admin-client';

// The audit log (GET /audit/, admins only): every change a member made, newest first, a page at a time.

export const auditQuery = (page: number) =>
  queryOptions({
    queryKey: ['audit', page],
    queryFn: ({ signal }) => callAdmin('auditLog', { query: { page, page_size: ADMIN_PAGE_SIZE_DEFAULT }, signal }),
    placeholderData: keepPreviousData,
    // A log is read to see what just happened.
    staleTime: 0,
  });
