CREATE TABLE "push_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"push_token" text NOT NULL,
	"mber_no" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lucky_draw_entries" (
	"entry_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lucky_draw_entries_entry_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lucky_draw_cd" text NOT NULL,
	"mber_no" text NOT NULL,
	"tnant_cd" text NOT NULL,
	"result" text DEFAULT 'APPLIED' NOT NULL,
	"draw_rank" integer,
	"reserve_no" integer,
	"pay_deadline_at" timestamp with time zone,
	"pay_no" text,
	"pay_attempts" integer DEFAULT 0 NOT NULL,
	"order_no" text,
	"paid_at" timestamp with time zone,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lucky_draw_runs" (
	"lucky_draw_cd" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"entry_cnt" integer NOT NULL,
	"winner_cnt" integer NOT NULL,
	"reserve_cnt" integer NOT NULL,
	"result" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lucky_draws" (
	"lucky_draw_cd" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"item_cd" text NOT NULL,
	"draw_price" integer NOT NULL,
	"winner_cnt" integer NOT NULL,
	"reserve_cnt" integer DEFAULT 0 NOT NULL,
	"entry_start_at" timestamp with time zone NOT NULL,
	"entry_end_at" timestamp with time zone NOT NULL,
	"announce_at" timestamp with time zone NOT NULL,
	"pay_days" integer DEFAULT 2 NOT NULL,
	"paid_only_yn" text DEFAULT 'N' NOT NULL,
	"min_grad_reg_no" text,
	"rules" text DEFAULT '' NOT NULL,
	"tnant_cds" text[] NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lucky_draws_counts_ck" CHECK ("lucky_draws"."winner_cnt" > 0 and "lucky_draws"."reserve_cnt" >= 0 and "lucky_draws"."draw_price" > 0),
	CONSTRAINT "lucky_draws_times_ck" CHECK ("lucky_draws"."entry_start_at" < "lucky_draws"."entry_end_at" and "lucky_draws"."entry_end_at" <= "lucky_draws"."announce_at")
);
--> statement-breakpoint
ALTER TABLE "lucky_draw_entries" ADD CONSTRAINT "lucky_draw_entries_lucky_draw_cd_lucky_draws_lucky_draw_cd_fk" FOREIGN KEY ("lucky_draw_cd") REFERENCES "public"."lucky_draws"("lucky_draw_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lucky_draw_entries" ADD CONSTRAINT "lucky_draw_entries_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lucky_draw_entries" ADD CONSTRAINT "lucky_draw_entries_tnant_cd_stores_tnant_cd_fk" FOREIGN KEY ("tnant_cd") REFERENCES "public"."stores"("tnant_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lucky_draw_runs" ADD CONSTRAINT "lucky_draw_runs_lucky_draw_cd_lucky_draws_lucky_draw_cd_fk" FOREIGN KEY ("lucky_draw_cd") REFERENCES "public"."lucky_draws"("lucky_draw_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_messages_member_idx" ON "push_messages" USING btree ("mber_no","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lucky_draw_entries_one_uq" ON "lucky_draw_entries" USING btree ("lucky_draw_cd","mber_no");--> statement-breakpoint
CREATE INDEX "lucky_draw_entries_member_idx" ON "lucky_draw_entries" USING btree ("mber_no","applied_at");--> statement-breakpoint
CREATE INDEX "lucky_draw_entries_due_idx" ON "lucky_draw_entries" USING btree ("pay_deadline_at") WHERE "lucky_draw_entries"."result" = 'WINNER' and "lucky_draw_entries"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "lucky_draws_due_idx" ON "lucky_draws" USING btree ("announce_at") WHERE "lucky_draws"."drawn_at" is null;