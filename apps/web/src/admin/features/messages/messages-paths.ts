// Where the messages' pages are (app/router.tsx draws them there).

export const MESSAGES_PATH = '/admin/messages';
export const messagePath = (id: string) => `${MESSAGES_PATH}/${encodeURIComponent(id)}`;
