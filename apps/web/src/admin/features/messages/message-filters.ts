// The inbox's filter and page as the URL holds them (?status=unread&page=2); all messages and the first page are left out.

export const MESSAGE_STATUSES = ['all', 'unread', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export interface MessageFilters {
  status: MessageStatus;
  page: number;
}

export function readMessageFilters(params: URLSearchParams): MessageFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: MESSAGE_STATUSES.includes(status as MessageStatus) ? (status as MessageStatus) : 'all',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeMessageFilters({ status, page }: MessageFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params;
}
