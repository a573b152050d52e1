// Request validation with zod through Hono's validator, so the typed web client knows each
// endpoint's input. A failure is thrown to the one error handler: a 400 in the shop's error shape.
import { zValidator } from '@hono/zod-validator';
import type { ZodType } from 'zod';

const rethrow = (result: { success: boolean; error?: unknown }) => {
  if (!result.success) throw result.error;
};

export const validQuery = <T extends ZodType>(schema: T) => zValidator('query', schema, rethrow);
export const validParams = <T extends ZodType>(schema: T) => zValidator('param', schema, rethrow);
export const validJson = <T extends ZodType>(schema: T) => zValidator('json', schema, rethrow);
