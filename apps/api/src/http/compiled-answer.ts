import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

// The catalogue's answers are made on every miss of the read model, and zod's serializer first checks and copies the
// whole answer (every item, every price) before JSON.stringify writes the copy: for a page of 100 items that copy was a
// quarter of what the answer allocated and 0.4 ms of its CPU. These answers are written instead by a serializer
// compiled once from the same contract schema (fast-json-stringify, Fastify's own), which writes the schema's fields
// straight from the service's objects: nothing but the contract's fields, in the contract's order (decision 0064).

type JsonSchema = { [keyword: string]: unknown };

/**
 * A nullable number, string or boolean (`anyOf: [{ type: 'number', … }, { type: 'null' }]`, as zod describes it) as one
 * schema whose type is a list: fast-json-stringify writes a list of types by a typeof, but an anyOf by running a
 * validator on the value for each branch (an item's rating).
 */
function nullableAsTypeList(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypeList);
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([keyword, value]) => [keyword, nullableAsTypeList(value)])) as JsonSchema;
  const branches = schema.anyOf as JsonSchema[] | undefined;
  if (branches?.length !== 2 || Object.keys(schema).length !== 1) return schema;
  const nonNull = branches.find((branch) => branch.type !== 'null');
  const primitive = ['number', 'integer', 'string', 'boolean'].includes(nonNull?.type as string);
  return primitive && branches.some((branch) => branch.type === 'null' && Object.keys(branch).length === 1)
    ? { ...nonNull, type: [nonNull!.type, 'null'] }
    : schema;
}

/** The JSON Schema of what an answer's contract schema writes. Refuses one it cannot describe (say, a transform). */
function answerJsonSchema(schema: z.ZodType) {
  return nullableAsTypeList(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' })) as JsonSchema;
}

/** Fastify hands a route's answer schema over as given, or wrapped as `{ properties }` by a content type. */
function contractSchema(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error(`an answer written by a compiled serializer needs its contract schema, not ${JSON.stringify(schema)}`);
}

/**
 * A route's serializer compiled from its contract schema. It writes only the schema's fields and throws (a 500, as
 * zod's does) when a required one is missing; it does not check values against the schema, which the tests of these
 * answers do (compiled-answer.test.ts compares it with zod's on every catalogue answer).
 */
export function compileAnswerSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  return fastJsonStringify(answerJsonSchema(contractSchema(schema)) as unknown as Parameters<typeof fastJsonStringify>[0]);
}
