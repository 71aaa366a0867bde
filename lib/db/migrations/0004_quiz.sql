CREATE TABLE "quiz_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	"engine" text NOT NULL,
	"bank_id" text,
	"question" text NOT NULL,
	"topic" text NOT NULL,
	"difficulty" integer NOT NULL,
	"reference" text NOT NULL,
	"key_points" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"grade" integer,
	"covered" jsonb,
	"missed" jsonb,
	"rating_before" integer,
	"rating_after" integer,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "quiz_state" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"skill_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skill" ADD COLUMN "estimate_mean" real DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "skill" ADD COLUMN "estimate_sd" real DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_message" ADD CONSTRAINT "quiz_message_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question" ADD CONSTRAINT "quiz_question_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_question" ADD CONSTRAINT "quiz_question_skill_id_skill_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skill"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_state" ADD CONSTRAINT "quiz_state_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_state" ADD CONSTRAINT "quiz_state_skill_id_skill_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skill"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_message_user_idx" ON "quiz_message" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_question_pending_idx" ON "quiz_question" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "quiz_question_skill_idx" ON "quiz_question" USING btree ("skill_id","asked_at");