CREATE TABLE "preorder_arrivals" (
	"preorder_cd" text NOT NULL,
	"tnant_cd" text NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	CONSTRAINT "preorder_arrivals_preorder_cd_tnant_cd_pk" PRIMARY KEY("preorder_cd","tnant_cd")
);
--> statement-breakpoint
CREATE TABLE "preorder_member_qty" (
	"preorder_cd" text NOT NULL,
	"mber_no" text NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "preorder_member_qty_preorder_cd_mber_no_pk" PRIMARY KEY("preorder_cd","mber_no"),
	CONSTRAINT "preorder_member_qty_ck" CHECK ("preorder_member_qty"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "preorder_reservations" (
	"reservation_no" text PRIMARY KEY NOT NULL,
	"preorder_cd" text NOT NULL,
	"mber_no" text NOT NULL,
	"tnant_cd" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"order_amt" integer NOT NULL,
	"cpn_issu_no" text,
	"coupon_name" text,
	"cpn_dc_amt" integer DEFAULT 0 NOT NULL,
	"pay_amt" integer NOT NULL,
	"pay_method" text NOT NULL,
	"pay_no" text NOT NULL,
	"status" text DEFAULT 'PAYING' NOT NULL,
	"voucher_no" text,
	"reserved_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"collect_by" text,
	"collected_at" timestamp with time zone,
	"handed_by" text,
	"cancelled_at" timestamp with time zone,
	"refund_amt" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "preorder_reservations_qty_ck" CHECK ("preorder_reservations"."qty" > 0 and "preorder_reservations"."pay_amt" > 0)
);
--> statement-breakpoint
CREATE TABLE "preorders" (
	"preorder_cd" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"item_cd" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"shelf_price" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"arrival_date" text NOT NULL,
	"per_member_limit" integer NOT NULL,
	"total_qty" integer NOT NULL,
	"sold_qty" integer DEFAULT 0 NOT NULL,
	"coupon_yn" text DEFAULT 'N' NOT NULL,
	"tnant_cds" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preorders_qty_ck" CHECK ("preorders"."sold_qty" >= 0 and "preorders"."sold_qty" <= "preorders"."total_qty" and "preorders"."per_member_limit" > 0),
	CONSTRAINT "preorders_price_ck" CHECK ("preorders"."price" > 0 and "preorders"."price" <= "preorders"."shelf_price"),
	CONSTRAINT "preorders_window_ck" CHECK ("preorders"."start_at" < "preorders"."end_at")
);
--> statement-breakpoint
ALTER TABLE "preorder_arrivals" ADD CONSTRAINT "preorder_arrivals_preorder_cd_preorders_preorder_cd_fk" FOREIGN KEY ("preorder_cd") REFERENCES "public"."preorders"("preorder_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_arrivals" ADD CONSTRAINT "preorder_arrivals_tnant_cd_stores_tnant_cd_fk" FOREIGN KEY ("tnant_cd") REFERENCES "public"."stores"("tnant_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_member_qty" ADD CONSTRAINT "preorder_member_qty_preorder_cd_preorders_preorder_cd_fk" FOREIGN KEY ("preorder_cd") REFERENCES "public"."preorders"("preorder_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_member_qty" ADD CONSTRAINT "preorder_member_qty_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_reservations" ADD CONSTRAINT "preorder_reservations_preorder_cd_preorders_preorder_cd_fk" FOREIGN KEY ("preorder_cd") REFERENCES "public"."preorders"("preorder_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_reservations" ADD CONSTRAINT "preorder_reservations_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preorder_reservations" ADD CONSTRAINT "preorder_reservations_tnant_cd_stores_tnant_cd_fk" FOREIGN KEY ("tnant_cd") REFERENCES "public"."stores"("tnant_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preorder_reservations_member_idx" ON "preorder_reservations" USING btree ("mber_no","reserved_at");--> statement-breakpoint
CREATE INDEX "preorder_reservations_pay_idx" ON "preorder_reservations" USING btree ("pay_no");--> statement-breakpoint
CREATE INDEX "preorder_reservations_store_idx" ON "preorder_reservations" USING btree ("preorder_cd","tnant_cd","status");--> statement-breakpoint
CREATE INDEX "preorders_item_idx" ON "preorders" USING btree ("item_cd");