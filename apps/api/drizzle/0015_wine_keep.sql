CREATE TABLE "wine_keep_hand_overs" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wine_keep_hand_overs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"keep_no" text NOT NULL,
	"line_no" integer NOT NULL,
	"qty" integer NOT NULL,
	"handed_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wine_keep_hand_overs_qty_ck" CHECK ("wine_keep_hand_overs"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "wine_keep_lines" (
	"keep_no" text NOT NULL,
	"line_no" integer NOT NULL,
	"item_cd" text NOT NULL,
	"item_nm" text NOT NULL,
	"kept_qty" integer NOT NULL,
	"collected_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wine_keep_lines_keep_no_line_no_pk" PRIMARY KEY("keep_no","line_no"),
	CONSTRAINT "wine_keep_lines_qty_ck" CHECK ("wine_keep_lines"."kept_qty" > 0 and "wine_keep_lines"."collected_qty" between 0 and "wine_keep_lines"."kept_qty")
);
--> statement-breakpoint
CREATE TABLE "wine_keeps" (
	"keep_no" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"mber_no" text NOT NULL,
	"tnant_cd" text NOT NULL,
	"barcode" text NOT NULL,
	"kept_on" text NOT NULL,
	"collect_by" text NOT NULL,
	"extended_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wine_keep_hand_overs" ADD CONSTRAINT "wine_keep_hand_overs_keep_no_wine_keeps_keep_no_fk" FOREIGN KEY ("keep_no") REFERENCES "public"."wine_keeps"("keep_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_keep_lines" ADD CONSTRAINT "wine_keep_lines_keep_no_wine_keeps_keep_no_fk" FOREIGN KEY ("keep_no") REFERENCES "public"."wine_keeps"("keep_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_keeps" ADD CONSTRAINT "wine_keeps_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_keeps" ADD CONSTRAINT "wine_keeps_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_keeps" ADD CONSTRAINT "wine_keeps_tnant_cd_stores_tnant_cd_fk" FOREIGN KEY ("tnant_cd") REFERENCES "public"."stores"("tnant_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wine_keep_hand_overs_keep_idx" ON "wine_keep_hand_overs" USING btree ("keep_no","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "wine_keeps_order_uq" ON "wine_keeps" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "wine_keeps_barcode_uq" ON "wine_keeps" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "wine_keeps_member_idx" ON "wine_keeps" USING btree ("mber_no","created_at");--> statement-breakpoint
CREATE INDEX "wine_keeps_remind_idx" ON "wine_keeps" USING btree ("collect_by") WHERE "wine_keeps"."reminded_at" is null;