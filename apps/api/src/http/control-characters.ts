import type { FastifyInstance } from 'fastify';
import { fieldMessage } from '@shop/contract';
import { sendError } from './error-handler.js';

// Control characters are refused in every text a caller sends, before any handler sees it (issue 15): PostgreSQL cannot
// store a NUL in text (a search for "a\0b" was a 500), and the other C0 controls have no place in a shop's names, searches
// or messages, where they hide text in a mail or a log. The contract's schemas refuse them field by field with their own
// messages (NAME_CHARS, …) or make them spaces (a search's line breaks); this hook runs after them, on what they let
// through, so a field or route that forgets is still covered.

/** Tab, line feed and carriage return are text (a message has lines; a pasted search is read as words); no other C0 control or DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The path (a.b.0.c) of the first string or key under `value` holding a control character, or undefined. */
function firstControlled(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  // Bodies are at most 64 KB; the depth bound keeps a pathological nesting from costing more than its parsing did.
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) return at;
    const found = firstControlled(inner, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Answers 400 VALIDATION_FAILED, naming the field, to a request whose query, path parameters or body hold a control character. */
export function refuseControlCharacters(app: FastifyInstance) {
  app.addHook('preHandler', async (request, reply) => {
    const field = firstControlled(request.query, '') ?? firstControlled(request.params, '') ?? firstControlled(request.body, '');
    if (field === undefined) return;
    const name = field || 'body';
    const message = fieldMessage('CONTROL_CHARACTERS', name);
    return sendError(reply, 'VALIDATION_FAILED', {}, { message, errors: { [name]: [message] }, fields: { [name]: ['CONTROL_CHARACTERS'] } });
  });
}
