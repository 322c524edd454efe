import { z } from 'zod';
import { BULLET_FIELD_IDS, BULLET_MAX_LENGTH, BULLET_TARGET_IDS, type BulletReview } from '../bullets';

/** POST /api/bullets/review: one bullet, the field it comes from and the kind of role it is for. */
export const bulletReviewRequestSchema = z
  .object({
    text: z.string().trim().min(1, 'Write or paste a bullet first.').max(BULLET_MAX_LENGTH, `A bullet can be at most ${BULLET_MAX_LENGTH} characters.`),
    from: z.enum(BULLET_FIELD_IDS).nullable().optional().default(null),
    target: z.enum(BULLET_TARGET_IDS).optional().default('general'),
  })
  .strict();
export type BulletReviewRequest = z.infer<typeof bulletReviewRequestSchema>;

/** Its answer: the review, and whether a model's checked suggestions are in it. */
export interface BulletAnswer extends BulletReview {
  /** off: no model configured; on: its checked suggestions are included; unavailable: it failed, rules only. */
  ai: 'off' | 'on' | 'unavailable';
}
