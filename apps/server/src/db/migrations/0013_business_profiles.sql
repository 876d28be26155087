CREATE TABLE "business_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"business" jsonb,
	"details" jsonb,
	"compliance" jsonb,
	"wizard_step" text DEFAULT 'business' NOT NULL,
	"wizard_status" text DEFAULT 'in_progress' NOT NULL,
	"completed_at" timestamp with time zone,
	"deferred_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"contact_name" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"data" jsonb NOT NULL,
	"linked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_submissions" ADD CONSTRAINT "onboarding_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_submissions_email_idx" ON "onboarding_submissions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "onboarding_submissions_user_idx" ON "onboarding_submissions" USING btree ("user_id","created_at");