ALTER TABLE "demo_bookings" ADD COLUMN "assignee_user_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "assignee_user_id" text;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_bookings" ADD CONSTRAINT "demo_bookings_status_check" CHECK ("demo_bookings"."status" in ('new', 'contacted', 'scheduled', 'completed', 'cancelled'));