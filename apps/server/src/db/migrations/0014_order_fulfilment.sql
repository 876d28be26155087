CREATE TABLE "order_timeline_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"note_shared_with_customer" boolean DEFAULT false NOT NULL,
	"actor_user_id" text,
	"actor_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_timeline_entries_status_check" CHECK ("order_timeline_entries"."status" in ('paid', 'in_progress', 'delivered', 'cancelled', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_status" text;--> statement-breakpoint
ALTER TABLE "order_timeline_entries" ADD CONSTRAINT "order_timeline_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_timeline_entries" ADD CONSTRAINT "order_timeline_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_timeline_entries_order_idx" ON "order_timeline_entries" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_timeline_entries_once_key" ON "order_timeline_entries" USING btree ("order_id","status") WHERE "order_timeline_entries"."status" <> 'refunded';--> statement-breakpoint
CREATE INDEX "orders_fulfilment_paid_idx" ON "orders" USING btree ("fulfilment_status","paid_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_status_check" CHECK ("orders"."fulfilment_status" in ('paid', 'in_progress', 'delivered', 'cancelled'));--> statement-breakpoint
-- Orders paid before fulfilment existed start where a new one starts: to fulfil, with their "paid" step.
UPDATE "orders" SET "fulfilment_status" = 'paid' WHERE "status" IN ('paid', 'refunded') AND "paid_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_timeline_entries" ("order_id", "status", "actor_label", "created_at")
SELECT "id", 'paid', 'Payment', "paid_at" FROM "orders" WHERE "fulfilment_status" = 'paid';
