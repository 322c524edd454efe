import { z } from 'zod';
import { GUIDANCE_TASK_IDS } from '../guidance';

/** PUT /api/guidance/progress: tick (done: true) or untick one task of the career-change plan. */
export const guidanceProgressUpdateSchema = z
  .object({
    taskId: z.enum(GUIDANCE_TASK_IDS, { error: 'Not a task of the career-change plan. Reload the page to get the latest plan.' }),
    done: z.boolean({ error: 'Say whether the task is done (true or false).' }),
  })
  .strict();
export type GuidanceProgressUpdate = z.infer<typeof guidanceProgressUpdateSchema>;

/** The answer of GET and PUT /api/guidance/progress: the member's ticked tasks, oldest first. */
export const guidanceProgressSchema = z.object({
  done: z.array(z.object({ taskId: z.string(), doneAt: z.string() })),
});
export type GuidanceProgress = z.infer<typeof guidanceProgressSchema>;
