import { z } from 'zod';
import {
  COACHING_COACH_NAME_MAX,
  COACHING_DURATION_MAX,
  COACHING_DURATION_MIN,
  COACHING_DURATION_STEP,
  COACHING_MEETING_MAX,
  COACHING_REPEAT_WEEKS_MAX,
  COACHING_TOPIC_MAX,
  isTimeZone,
  parseWallTime,
} from '../coaching';

/** A video link (http or https) or a phone number to call. */
function isMeetingPlace(value: string): boolean {
  if (/^\+?[\d\s().-]{6,}$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** POST /api/admin/coaching/slots: one slot in the coach's own time, or the same time weekly. */
export const publishSlotSchema = z
  .object({
    coachName: z.string().trim().min(1, "Enter the coach's name.").max(COACHING_COACH_NAME_MAX, `A name can be at most ${COACHING_COACH_NAME_MAX} characters.`),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date like 2026-12-01.'),
    time: z.string().regex(/^\d{2}:\d{2}$/, 'Enter the start time like 14:30.'),
    durationMinutes: z
      .number('Enter the length in minutes.')
      .int()
      .min(COACHING_DURATION_MIN, `A session lasts at least ${COACHING_DURATION_MIN} minutes.`)
      .max(COACHING_DURATION_MAX, `A session lasts at most ${COACHING_DURATION_MAX} minutes.`)
      .multipleOf(COACHING_DURATION_STEP, `Use steps of ${COACHING_DURATION_STEP} minutes.`),
    timeZone: z.string().refine(isTimeZone, "Choose the coach's time zone from the list."),
    meetingUrl: z
      .string()
      .trim()
      .min(1, 'Enter the meeting link (or a phone number).')
      .max(COACHING_MEETING_MAX, `The meeting link can be at most ${COACHING_MEETING_MAX} characters.`)
      .refine(isMeetingPlace, 'Enter the meeting link starting with https://, or a phone number.'),
    weeks: z
      .number()
      .int()
      .min(1, 'Publish at least one session.')
      .max(COACHING_REPEAT_WEEKS_MAX, `Repeat for at most ${COACHING_REPEAT_WEEKS_MAX} weeks.`)
      .optional()
      .default(1),
  })
  .strict()
  .refine((v) => parseWallTime(v.date, v.time) !== null, { message: 'Enter a real date and time.', path: ['date'] });
export type PublishSlot = z.infer<typeof publishSlotSchema>;

/** POST /api/coaching/bookings */
export const bookSlotSchema = z
  .object({
    slotId: z.uuid('Pick a session time.'),
    topic: z.string().trim().max(COACHING_TOPIC_MAX, `Keep the topic to ${COACHING_TOPIC_MAX} characters.`).optional().default(''),
  })
  .strict();
export type BookSlot = z.infer<typeof bookSlotSchema>;

/** PATCH /api/coaching/bookings/:id: move the booking to another open slot. */
export const rescheduleSchema = z.object({ slotId: z.uuid('Pick the new session time.') }).strict();
export type Reschedule = z.infer<typeof rescheduleSchema>;
