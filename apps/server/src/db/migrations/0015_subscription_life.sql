ALTER TABLE "membership_orders" ADD COLUMN "subscription_status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN "grace_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN "subscription_state_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "membership_orders_subscription_idx" ON "membership_orders" USING btree ("provider_subscription_id");