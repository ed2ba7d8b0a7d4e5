import type { FastifyReply } from 'fastify';

/** The route schema's serialisation of an answer, per answer object. */
const serialized = new WeakMap<object, ReturnType<FastifyReply['serialize']>>();

/**
 * Sends `value` as the route's 200 answer, serialised by the route's response schema once per object, not
 * once per request: a remembered read (db/organization-reads.ts) answers every hit with the same object, so
 * its JSON is made once. The bytes and headers are those Fastify would send for `value` itself.
 */
export function sendSerializedOnce(reply: FastifyReply, value: object): FastifyReply {
  const known = serialized.get(value);
  const text = known ?? reply.serialize(value);
  if (known === undefined) serialized.set(value, text);
  return reply.type('application/json; charset=utf-8').send(text);
}
