import { z } from 'zod';

const filterList = z.array(z.string().trim().max(100)).max(10).default([]);

export const searchJobsSchema = z
  .object({
    sessionId: z.string().uuid('sessionId must be a resume session id.'),
    filters: z.object({ location: filterList, title: filterList, company: filterList }).strict().default({ location: [], title: [], company: [] }),
  })
  .strict();

/** Form fields sent beside the `resume` file when a large file arrives in parts. */
export const uploadPartSchema = z.object({
  uploadId: z.string().uuid().optional(),
  partIndex: z.coerce.number().int().min(0).max(9).default(0),
  partCount: z.coerce.number().int().min(1).max(10).default(1),
  totalBytes: z.coerce.number().int().min(1).optional(),
});

export const sessionIdSchema = z.string().uuid();
