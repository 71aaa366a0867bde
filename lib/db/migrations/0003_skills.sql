CREATE TABLE "skill" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"canonical" text NOT NULL,
	"rating" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"target" integer DEFAULT 10 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"window_answers" integer DEFAULT 0 NOT NULL,
	"last_met_window_end" timestamp with time zone,
	"answers" integer DEFAULT 0 NOT NULL,
	"last_answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skill" ADD CONSTRAINT "skill_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "skill_user_canonical_idx" ON "skill" USING btree ("user_id","canonical");--> statement-breakpoint
CREATE INDEX "skill_canonical_rating_idx" ON "skill" USING btree ("canonical","rating");