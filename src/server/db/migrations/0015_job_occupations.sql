ALTER TABLE "jobs" ADD COLUMN "occupation_code" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "occupation_confidence" real;--> statement-breakpoint
ALTER TABLE "resume_sessions" ADD COLUMN "roles" jsonb;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "roles" jsonb;--> statement-breakpoint
CREATE INDEX "jobs_occupation_idx" ON "jobs" USING btree ("occupation_code");