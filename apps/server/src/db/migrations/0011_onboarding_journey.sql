CREATE TABLE "diy_progress" (
	"user_id" text NOT NULL,
	"step_id" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diy_progress_user_id_step_id_pk" PRIMARY KEY("user_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "onboarding_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_email_id" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_calls_status_check" CHECK ("onboarding_calls"."status" in ('booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"account_user_id" text,
	"customer_email" text NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"subject_id" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"assignee_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_tasks_kind_check" CHECK ("onboarding_tasks"."kind" in ('new-member', 'onboarding-form', 'onboarding-call')),
	CONSTRAINT "onboarding_tasks_status_check" CHECK ("onboarding_tasks"."status" in ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "diy_progress" ADD CONSTRAINT "diy_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_calls" ADD CONSTRAINT "onboarding_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_calls" ADD CONSTRAINT "onboarding_calls_reminder_email_id_email_outbox_id_fk" FOREIGN KEY ("reminder_email_id") REFERENCES "public"."email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_tasks" ADD CONSTRAINT "onboarding_tasks_account_user_id_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_tasks" ADD CONSTRAINT "onboarding_tasks_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_calls_booked_slot_key" ON "onboarding_calls" USING btree ("starts_at") WHERE "onboarding_calls"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "onboarding_calls_user_id_idx" ON "onboarding_calls" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "onboarding_calls_starts_at_idx" ON "onboarding_calls" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_tasks_kind_subject_key" ON "onboarding_tasks" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "onboarding_tasks_status_created_at_idx" ON "onboarding_tasks" USING btree ("status","created_at");