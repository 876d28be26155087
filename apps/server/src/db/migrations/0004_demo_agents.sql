CREATE TABLE "demo_agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voice_agent_id" text NOT NULL,
	"name" text NOT NULL,
	"industry" text NOT NULL,
	"description" text NOT NULL,
	"color" text NOT NULL,
	"first_message" text NOT NULL,
	"system_prompt" text NOT NULL,
	"default_language" text DEFAULT 'en' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_agents_voice_agent_id_unique" UNIQUE("voice_agent_id")
);
--> statement-breakpoint
CREATE TABLE "voice_session_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"voice_agent_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "demo_agents_active_sort_idx" ON "demo_agents" USING btree ("is_active","sort_order");--> statement-breakpoint
CREATE INDEX "voice_session_tokens_expires_at_idx" ON "voice_session_tokens" USING btree ("expires_at");