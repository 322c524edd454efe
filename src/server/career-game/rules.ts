/**
 * The Career Game's content file, checked when the server loads it: a broken entry (a badge for
 * an action that does not exist, a negative point value) fails every test that touches the game.
 */
import { z } from 'zod';
import rulesFile from '@content/career-game/rules.json';
import { GAME_ACTIONS, type GameRules } from '~/lib/career-game';

const actionRule = z
  .object({
    label: z.string().min(1),
    one: z.string().min(1),
    many: z.string().min(1),
    how: z.string().min(1),
    points: z.number().int().min(0).max(1000),
    room: z.string().startsWith('/'),
  })
  .strict();

export const gameRulesSchema = z
  .object({
    $comment: z.string(),
    actions: z.object(Object.fromEntries(GAME_ACTIONS.map((a) => [a, actionRule])) as Record<(typeof GAME_ACTIONS)[number], typeof actionRule>).strict(),
    notCounted: z.array(z.object({ what: z.string().min(1), why: z.string().min(1) }).strict()),
    badges: z
      .array(
        z.discriminatedUnion('kind', [
          z
            .object({
              id: z.string().regex(/^[a-z0-9-]+$/),
              name: z.string().min(1),
              kind: z.literal('action'),
              action: z.enum(GAME_ACTIONS),
              threshold: z.number().int().min(1),
            })
            .strict(),
          z.object({ id: z.string().regex(/^[a-z0-9-]+$/), name: z.string().min(1), kind: z.literal('streak'), weeks: z.number().int().min(2) }).strict(),
        ]),
      )
      .refine((badges) => new Set(badges.map((b) => b.id)).size === badges.length, 'Badge ids must be unique.'),
  })
  .strict();

/** The rules in force, as the file holds them. */
export const GAME_RULES_CHECKED: GameRules = gameRulesSchema.parse(rulesFile);
