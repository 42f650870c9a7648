CREATE TABLE "payments" (
	"order_no" text PRIMARY KEY NOT NULL,
	"mber_no" text NOT NULL,
	"purpose" text NOT NULL,
	"order_name" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"return_path" text NOT NULL,
	"provider" text NOT NULL,
	"payment_key" text,
	"card_no" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_payment_key_unique" UNIQUE("payment_key"),
	CONSTRAINT "payments_amount_ck" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_status_ck" CHECK ("payments"."status" in ('READY', 'DONE', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"order_no" text PRIMARY KEY NOT NULL,
	"order_name" text NOT NULL,
	"amount" integer NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"payment_key" text,
	"card_no" text,
	"captured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_payment_key_unique" UNIQUE("payment_key"),
	CONSTRAINT "sandbox_payments_status_ck" CHECK ("sandbox_payments"."status" in ('REQUESTED', 'AUTHORIZED', 'CAPTURED', 'DECLINED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "membership_cards" (
	"mbrsh_card_no" text PRIMARY KEY NOT NULL,
	"mber_no" text NOT NULL,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lost_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "membership_cards_status_ck" CHECK ("membership_cards"."status" in ('ACTIVE', 'LOST', 'REPLACED'))
);
--> statement-breakpoint
CREATE TABLE "coupon_definitions" (
	"cpn_cd" text PRIMARY KEY NOT NULL,
	"coupon_name" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer,
	"coupon_use_se" text NOT NULL,
	"clssfc_of_cpon_applc" text NOT NULL,
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_definitions_type_ck" CHECK ("coupon_definitions"."discount_type" in ('FIXED_RATE', 'FLAT_RATE')),
	CONSTRAINT "coupon_definitions_use_se_ck" CHECK ("coupon_definitions"."coupon_use_se" in ('전체', '온라인', '오프라인')),
	CONSTRAINT "coupon_definitions_value_ck" CHECK ("coupon_definitions"."discount_value" is null or "coupon_definitions"."discount_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_publications" (
	"cpn_issu_no" text PRIMARY KEY NOT NULL,
	"mber_no" text NOT NULL,
	"cpn_cd" text NOT NULL,
	"coupon_publish_no" text,
	"valid_start_date" date NOT NULL,
	"valid_end_date" date NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"used_at" timestamp with time zone,
	"used_order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_publications_coupon_publish_no_unique" UNIQUE("coupon_publish_no"),
	CONSTRAINT "coupon_publications_status_ck" CHECK ("coupon_publications"."status" in ('ISSUED', 'USED', 'WITHDRAWN')),
	CONSTRAINT "coupon_publications_used_ck" CHECK (("coupon_publications"."status" = 'USED') = ("coupon_publications"."used_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_no" text NOT NULL,
	"order_item_no" integer NOT NULL,
	"item_cd" text NOT NULL,
	"item_nm" text NOT NULL,
	"item_qty" integer NOT NULL,
	"sale_uprc" integer NOT NULL,
	CONSTRAINT "order_items_order_no_order_item_no_pk" PRIMARY KEY("order_no","order_item_no"),
	CONSTRAINT "order_items_qty_ck" CHECK ("order_items"."item_qty" > 0 and "order_items"."sale_uprc" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_no" text PRIMARY KEY NOT NULL,
	"mber_no" text NOT NULL,
	"tnant_cd" text,
	"order_stat_cd" text NOT NULL,
	"order_delivery_cd" text DEFAULT '01' NOT NULL,
	"take_type" text DEFAULT '01' NOT NULL,
	"order_amt" integer NOT NULL,
	"dc_amt" integer DEFAULT 0 NOT NULL,
	"net_amt" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_ck" CHECK ("orders"."order_amt" >= 0 and "orders"."dc_amt" >= 0 and "orders"."net_amt" >= 0)
);
--> statement-breakpoint
CREATE TABLE "paid_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "paid_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mber_no" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"fee" integer NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paid_memberships_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "paid_memberships_dates_ck" CHECK ("paid_memberships"."end_date" >= "paid_memberships"."start_date")
);
--> statement-breakpoint
CREATE TABLE "prepaid_transactions" (
	"prepaid_tx_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prepaid_transactions_prepaid_tx_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mber_no" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"description" text NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepaid_transactions_balance_ck" CHECK ("prepaid_transactions"."balance_after" >= 0),
	CONSTRAINT "prepaid_transactions_sign_ck" CHECK (("prepaid_transactions"."type" = 'USE') = ("prepaid_transactions"."amount" < 0) and "prepaid_transactions"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "stamp_balances" (
	"mber_no" text PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stamp_balances_non_negative_ck" CHECK ("stamp_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stamp_transactions" (
	"stamp_tx_no" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stamp_transactions_stamp_tx_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mber_no" text NOT NULL,
	"type" text NOT NULL,
	"quantity" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"ref_stamp_tx_no" integer,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stamp_transactions_balance_ck" CHECK ("stamp_transactions"."balance_after" >= 0),
	CONSTRAINT "stamp_transactions_quantity_ck" CHECK ("stamp_transactions"."quantity" <> 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_cards" ADD CONSTRAINT "membership_cards_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_publications" ADD CONSTRAINT "coupon_publications_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_publications" ADD CONSTRAINT "coupon_publications_cpn_cd_coupon_definitions_cpn_cd_fk" FOREIGN KEY ("cpn_cd") REFERENCES "public"."coupon_definitions"("cpn_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_no_orders_order_no_fk" FOREIGN KEY ("order_no") REFERENCES "public"."orders"("order_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tnant_cd_stores_tnant_cd_fk" FOREIGN KEY ("tnant_cd") REFERENCES "public"."stores"("tnant_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paid_memberships" ADD CONSTRAINT "paid_memberships_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepaid_transactions" ADD CONSTRAINT "prepaid_transactions_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_balances" ADD CONSTRAINT "stamp_balances_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_transactions" ADD CONSTRAINT "stamp_transactions_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stamp_transactions" ADD CONSTRAINT "stamp_transactions_ref_stamp_tx_no_stamp_transactions_stamp_tx_no_fk" FOREIGN KEY ("ref_stamp_tx_no") REFERENCES "public"."stamp_transactions"("stamp_tx_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("mber_no","created_at");--> statement-breakpoint
CREATE INDEX "membership_cards_member_idx" ON "membership_cards" USING btree ("mber_no","issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_cards_current_idx" ON "membership_cards" USING btree ("mber_no") WHERE "membership_cards"."status" in ('ACTIVE', 'LOST');--> statement-breakpoint
CREATE INDEX "coupon_publications_member_idx" ON "coupon_publications" USING btree ("mber_no","valid_end_date");--> statement-breakpoint
CREATE INDEX "orders_member_stat_idx" ON "orders" USING btree ("mber_no","order_stat_cd","created_at");--> statement-breakpoint
CREATE INDEX "paid_memberships_member_idx" ON "paid_memberships" USING btree ("mber_no","end_date");--> statement-breakpoint
CREATE INDEX "prepaid_transactions_member_idx" ON "prepaid_transactions" USING btree ("mber_no","prepaid_tx_no");--> statement-breakpoint
CREATE INDEX "stamp_transactions_member_idx" ON "stamp_transactions" USING btree ("mber_no","stamp_tx_no");--> statement-breakpoint
CREATE UNIQUE INDEX "stamp_transactions_ref_once_idx" ON "stamp_transactions" USING btree ("ref_stamp_tx_no");