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
ALTER TABLE "onboarding_tasks" ADD CONSTRAINT "onboarding_tasks_account_user_id_users_id_fk" FOREIGN KEY ("account_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_tasks" ADD CONSTRAINT "onboarding_tasks_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_tasks_kind_subject_key" ON "onboarding_tasks" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "onboarding_tasks_status_created_at_idx" ON "onboarding_tasks" USING btree ("status","created_at");