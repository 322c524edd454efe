import { defineCollection, z } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { PLAN_KEYS } from './lib/catalogue';
import { GUIDANCE_RESOURCE_SLUGS, GUIDANCE_TOOL_PATHS } from './lib/guidance';

/**
 * Every collection is strict: an unknown or missing field fails `astro build` with the
 * collection, entry (file) and field named. Plans are JSON so that server functions and
 * islands can import them directly through src/lib/plans.ts.
 */
const tier = z.boolean();
const line = (max: number) => z.string().trim().min(1).max(max);

const plans = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/plans' }),
  schema: z
    .object({
      key: z.enum(PLAN_KEYS),
      order: z.number().int().min(1),
      name: line(40),
      title: line(60),
      tier: line(40),
      description: line(300),
      monthly: z.number().int().positive(),
      annualTotal: z.number().int().positive(),
      theme: z.enum(['blue', 'purple', 'amber']),
      popular: z.boolean(),
      features: z.array(line(160)).min(3).max(20),
    })
    .strict()
    .refine((p) => p.annualTotal < p.monthly * 12, { message: 'annualTotal must be less than 12 × monthly', path: ['annualTotal'] }),
});

const faq = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/faq' }),
  schema: z.object({ question: line(200), order: z.number().int().min(1).max(99) }).strict(),
});

const features = defineCollection({
  loader: file('./content/features/matrix.yaml'),
  schema: z
    .object({
      id: line(60),
      order: z.number().int().min(1),
      name: line(80),
      description: line(200),
      pivot: tier,
      premium: tier,
      elite: tier,
      notes: z
        .object({ pivot: line(60).optional(), premium: line(60).optional(), elite: line(60).optional() })
        .strict()
        .optional(),
    })
    .strict(),
});

const featureCards = defineCollection({
  loader: file('./content/features/cards.yaml'),
  schema: z
    .object({
      id: line(60),
      order: z.number().int().min(1),
      title: line(80),
      description: line(300),
      icon: z.enum(['target', 'compass', 'map', 'file', 'mic', 'list', 'users', 'chart']),
      badge: z.literal('NEW').optional(),
    })
    .strict(),
});

const insights = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/insights' }),
  schema: z
    .object({
      id: line(60),
      title: line(100),
      quote: line(300),
      author: line(80),
      description: line(600),
      actionItem: line(300),
      category: z.enum(['mindset', 'networking', 'skills', 'planning', 'branding', 'communication']),
      source: line(120),
      sourceUrl: z.string().url(),
    })
    .strict(),
});

const marketStats = defineCollection({
  loader: file('./content/market/stats.yaml'),
  schema: z
    .object({
      id: line(40),
      order: z.number().int().min(1),
      value: line(20),
      label: line(120),
      detail: line(300),
      items: z.array(line(120)).max(5).optional(),
    })
    .strict(),
});

const about = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/about' }),
  schema: z.object({ title: line(80), order: z.number().int().min(1) }).strict(),
});

const resources = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/resources' }),
  schema: z.object({ title: line(80), summary: line(240), order: z.number().int().min(1) }).strict(),
});

const legal = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './content/legal' }),
  schema: z
    .object({
      title: line(80),
      summary: line(240),
      lastUpdated: z.coerce.date(),
      order: z.number().int().min(1),
    })
    .strict(),
});

/**
 * The career-change plan of the member area, read by src/lib/guidance.ts. Members' progress is
 * stored by task id, so ids are kebab-case and unique across the whole plan; links go only to
 * existing guides and member rooms.
 */
const kebab = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case (a-z, 0-9 and single hyphens)')
  .max(60);
const guidance = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/guidance' }),
  schema: z
    .object({
      title: line(80),
      summary: line(300),
      stages: z
        .array(
          z
            .object({
              id: kebab,
              title: line(80),
              summary: line(300),
              tasks: z
                .array(
                  z
                    .object({
                      id: kebab,
                      title: line(80),
                      detail: line(400),
                      resource: z.enum(GUIDANCE_RESOURCE_SLUGS).optional(),
                      tool: z.enum(GUIDANCE_TOOL_PATHS).optional(),
                    })
                    .strict(),
                )
                .min(1)
                .max(8),
            })
            .strict(),
        )
        .min(1)
        .max(10),
    })
    .strict()
    .superRefine((plan, ctx) => {
      const seen = new Set<string>();
      plan.stages.forEach((stage, s) => {
        if (seen.has(stage.id)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `duplicate id "${stage.id}"`, path: ['stages', s, 'id'] });
        seen.add(stage.id);
        stage.tasks.forEach((task, t) => {
          if (seen.has(task.id)) {
            ctx.addIssue({ code: z.ZodIssueCode.custom, message: `duplicate id "${task.id}"`, path: ['stages', s, 'tasks', t, 'id'] });
          }
          seen.add(task.id);
        });
      });
    }),
});

export const collections = { plans, faq, features, featureCards, insights, marketStats, about, resources, legal, guidance };
