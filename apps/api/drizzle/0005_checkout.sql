CREATE TABLE "sandbox_billing_keys" (
	"billkey" text PRIMARY KEY NOT NULL,
	"card_no" text NOT NULL,
	"card_cd" text NOT NULL,
	"card_name" text NOT NULL,
	"active" text DEFAULT 'Y' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mix_match_events" (
	"event_no" text PRIMARY KEY NOT NULL,
	"event_nm" text NOT NULL,
	"min_qty" integer NOT NULL,
	"dc_rate" integer NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	CONSTRAINT "mix_match_events_ck" CHECK ("mix_match_events"."min_qty" >= 2 and "mix_match_events"."dc_rate" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "mix_match_items" (
	"event_no" text NOT NULL,
	"item_cd" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"use_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_uses_use_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cpn_issu_no" text NOT NULL,
	"order_no" text NOT NULL,
	"dc_amt" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "easy_pay_cards" (
	"billkey" text PRIMARY KEY NOT NULL,
	"mber_no" text NOT NULL,
	"card_cd" text NOT NULL,
	"card_name" text NOT NULL,
	"card_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "easy_pay_registrations" (
	"reg_no" text PRIMARY KEY NOT NULL,
	"mber_no" text NOT NULL,
	"status" text DEFAULT 'STARTED' NOT NULL,
	"billkey" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "easy_pay_settings" (
	"mber_no" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"fail_count" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "easy_pay_settings_fail_ck" CHECK ("easy_pay_settings"."fail_count" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"order_stat_cd" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_addresses" (
	"addr_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_addresses_addr_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mber_no" text NOT NULL,
	"addr_nm" text NOT NULL,
	"receiver_nm" text NOT NULL,
	"receiver_mobile_num" text NOT NULL,
	"zip" text NOT NULL,
	"base_addr" text NOT NULL,
	"detail_addr" text DEFAULT '' NOT NULL,
	"road_addr" text DEFAULT '' NOT NULL,
	"default_yn" text DEFAULT 'N' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_ck";--> statement-breakpoint
ALTER TABLE "sandbox_payments" DROP CONSTRAINT "sandbox_payments_status_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_cd" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'CARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "card_cd" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "card_name" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "method" text DEFAULT 'CARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "billkey" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "opt_item_cd" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tnant_cd" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "opt_item_cd" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prepaid_amt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_amt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_method" text DEFAULT 'CARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "amounts" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_cds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stamp_use_cnt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "app_keep_yn" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rev_date" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rev_take_hm" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "orderer_nm" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "orderer_mobile_num" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receiver_rmk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tnant_rmk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "emp_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_mber_yn" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mix_match_items" ADD CONSTRAINT "mix_match_items_event_no_mix_match_events_event_no_fk" FOREIGN KEY ("event_no") REFERENCES "public"."mix_match_events"("event_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "easy_pay_cards" ADD CONSTRAINT "easy_pay_cards_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "easy_pay_registrations" ADD CONSTRAINT "easy_pay_registrations_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "easy_pay_settings" ADD CONSTRAINT "easy_pay_settings_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mix_match_items_event_idx" ON "mix_match_items" USING btree ("event_no");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_once_uq" ON "coupon_uses" USING btree ("cpn_issu_no") WHERE "coupon_uses"."restored_at" is null;--> statement-breakpoint
CREATE INDEX "easy_pay_cards_member_idx" ON "easy_pay_cards" USING btree ("mber_no");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_no","seq");--> statement-breakpoint
CREATE INDEX "shipping_addresses_member_idx" ON "shipping_addresses" USING btree ("mber_no");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line_uq" ON "cart_items" USING btree ("mber_no","tnant_cd","item_cd","opt_item_cd");--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_until") WHERE "orders"."order_stat_cd" = '00';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('READY', 'DONE', 'FAILED', 'CANCELLED'));--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_status_ck" CHECK ("sandbox_payments"."status" in ('REQUESTED', 'AUTHORIZED', 'CAPTURED', 'DECLINED', 'CANCELLED', 'VOIDED', 'REFUNDED'));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_qty_ck" CHECK ("cart_items"."item_qty" between 1 and 99);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_split_ck" CHECK ("orders"."prepaid_amt" >= 0 and "orders"."card_amt" >= 0);