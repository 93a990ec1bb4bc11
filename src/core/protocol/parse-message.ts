import * as z from 'zod/mini';

/**
 * A message received across a boundary (a worker, the preview frame), checked against its schema:
 * the parsed value, or undefined when it is not one the receiver understands (it is then dropped).
 */
export function parseMessage<T extends z.ZodMiniType>(schema: T, data: unknown): z.output<T> | undefined {
  const result = z.safeParse(schema, data);
  return result.success ? result.data : undefined;
}
