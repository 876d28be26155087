CREATE TABLE "membership_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_order_id" uuid,
	"provider_invoice_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_charges_provider_invoice_id_unique" UNIQUE("provider_invoice_id"),
	CONSTRAINT "membership_charges_amount_check" CHECK ("membership_charges"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "membership_charges" ADD CONSTRAINT "membership_charges_membership_order_id_membership_orders_id_fk" FOREIGN KEY ("membership_order_id") REFERENCES "public"."membership_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_charges_paid_at_idx" ON "membership_charges" USING btree ("paid_at");