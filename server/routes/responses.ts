import { z } from 'zod';
import { errorResponse } from '../../schemas/common';

/** The error answers a company-scoped CRUD route can give, for its OpenAPI response list. */
export const crudFailures = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
};

/** `{id}` of a company-scoped record: an encrypted id (a wrong or foreign one is a 404 later). */
export const idParams = z.object({ id: z.string().min(1).max(200) });
