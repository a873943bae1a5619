/** The pieces every route file's OpenAPI declarations use: a JSON body, a JSON response, the usual refusals. */
import type { z } from '@hono/zod-openapi'
import { ZErrorResponseSchema } from '../../shared/schemas/common.ts'

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})

/** 403 visible but not allowed, 404 not visible (never confirming existence), 422 a field in the user's words. */
export const errors = {
  403: json(ZErrorResponseSchema, 'Not allowed'),
  404: json(ZErrorResponseSchema, 'Not found or not visible'),
  422: json(ZErrorResponseSchema, 'Invalid input'),
}

export const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
})
