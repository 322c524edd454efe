CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"city" text,
	"state" text,
	"remote" boolean DEFAULT false NOT NULL,
	"description" text NOT NULL,
	"skills" text[] NOT NULL,
	"link" text NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"owner_token_hash" text,
	"status" text NOT NULL,
	"failure_reason" text,
	"blob_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_kind" text,
	"size_bytes" integer NOT NULL,
	"received_bytes" integer DEFAULT 0 NOT NULL,
	"skills" jsonb,
	"location" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "resume_sessions" ADD CONSTRAINT "resume_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_source_external_key" ON "jobs" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "jobs_skills_gin" ON "jobs" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "jobs_state_idx" ON "jobs" USING btree ("state");--> statement-breakpoint
CREATE INDEX "resume_sessions_user_idx" ON "resume_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "resume_sessions_expires_idx" ON "resume_sessions" USING btree ("expires_at");