import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callAdmin } from '../../../lib/admin-client';
import { customersQueryOf, type CustomerFilters } from '../customer-filters';

// The customers (read only): the list (GET /customers/) and one customer with their recent orders (GET /customers/:id/).

const CUSTOMERS = 'customers';

export const customersQuery = (filters: CustomerFilters) =>
  queryOptions({
    queryKey: [CUSTOMERS, 'list', filters],
    queryFn: ({ signal }) => callAdmin('customers', { query: customersQueryOf(filters), signal }),
    placeholderData: keepPreviousData,
  });

export const customerQuery = (id: number) =>
  queryOptions({
    queryKey: [CUSTOMERS, 'customer', id],
    queryFn: ({ signal }) => callAdmin('customer', { params: { id }, signal }),
    select: (answer) => answer.data,
  });
