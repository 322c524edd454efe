CREATE TABLE "assessment_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"version" text NOT NULL,
	"answers" jsonb NOT NULL,
	"type_scores" jsonb NOT NULL,
	"primary_type" integer NOT NULL,
	"work_styles" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"mode" text DEFAULT 'typed' NOT NULL,
	"recording_id" uuid,
	"duration_ms" integer,
	"feedback" jsonb NOT NULL,
	"star_score" integer NOT NULL,
	"engine" text DEFAULT 'built-in' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role_title" text NOT NULL,
	"occupation_code" text,
	"company" text DEFAULT '' NOT NULL,
	"job_description" text DEFAULT '' NOT NULL,
	"questions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networking_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tracked_job_id" uuid,
	"contact_id" uuid,
	"template" text NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid,
	"question" text DEFAULT '' NOT NULL,
	"blob_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"has_video" boolean DEFAULT false NOT NULL,
	"transcript" text DEFAULT '' NOT NULL,
	"metrics" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_job_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tracked_job_id" uuid NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"linkedin" text,
	"notes" text DEFAULT '' NOT NULL,
	"last_contacted_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracked_job_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tracked_job_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracked_jobs" ADD COLUMN "follow_up_reminded_on" date;--> statement-breakpoint
ALTER TABLE "tracked_jobs" ADD COLUMN "interview_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracked_jobs" ADD COLUMN "salary_min" integer;--> statement-breakpoint
ALTER TABLE "tracked_jobs" ADD COLUMN "salary_max" integer;--> statement-breakpoint
ALTER TABLE "tracked_jobs" ADD COLUMN "salary_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracked_jobs" ADD COLUMN "salary_period" text DEFAULT 'year' NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_recording_id_practice_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."practice_recordings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_messages" ADD CONSTRAINT "networking_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_messages" ADD CONSTRAINT "networking_messages_tracked_job_id_tracked_jobs_id_fk" FOREIGN KEY ("tracked_job_id") REFERENCES "public"."tracked_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_messages" ADD CONSTRAINT "networking_messages_contact_id_tracked_job_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."tracked_job_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_recordings" ADD CONSTRAINT "practice_recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_recordings" ADD CONSTRAINT "practice_recordings_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_job_contacts" ADD CONSTRAINT "tracked_job_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_job_contacts" ADD CONSTRAINT "tracked_job_contacts_tracked_job_id_tracked_jobs_id_fk" FOREIGN KEY ("tracked_job_id") REFERENCES "public"."tracked_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_job_files" ADD CONSTRAINT "tracked_job_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracked_job_files" ADD CONSTRAINT "tracked_job_files_tracked_job_id_tracked_jobs_id_fk" FOREIGN KEY ("tracked_job_id") REFERENCES "public"."tracked_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_results_user_idx" ON "assessment_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_answers_session_idx" ON "interview_answers" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_answers_user_idx" ON "interview_answers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_sessions_user_idx" ON "interview_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "networking_messages_user_idx" ON "networking_messages" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "practice_recordings_user_idx" ON "practice_recordings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_recordings_blob_key" ON "practice_recordings" USING btree ("blob_key");--> statement-breakpoint
CREATE INDEX "tracked_job_contacts_job_idx" ON "tracked_job_contacts" USING btree ("tracked_job_id");--> statement-breakpoint
CREATE INDEX "tracked_job_contacts_user_idx" ON "tracked_job_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tracked_job_files_job_idx" ON "tracked_job_files" USING btree ("tracked_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_job_files_blob_key" ON "tracked_job_files" USING btree ("blob_key");