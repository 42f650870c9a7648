CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "attention" (
	"mber_no" text NOT NULL,
	"item_cd" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attention_mber_no_item_cd_pk" PRIMARY KEY("mber_no","item_cd")
);
--> statement-breakpoint
CREATE TABLE "exhibition_items" (
	"exhibition_no" text NOT NULL,
	"item_cd" text NOT NULL,
	"sort_ordr" integer NOT NULL,
	CONSTRAINT "exhibition_items_exhibition_no_item_cd_pk" PRIMARY KEY("exhibition_no","item_cd")
);
--> statement-breakpoint
CREATE TABLE "exhibitions" (
	"exhibition_no" text PRIMARY KEY NOT NULL,
	"exhibition_type" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"content_html" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"bg_color" text NOT NULL,
	"file_id" text NOT NULL,
	"sort_ordr" integer NOT NULL,
	CONSTRAINT "exhibitions_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_items" (
	"promotion_no" text NOT NULL,
	"item_cd" text NOT NULL,
	"sort_ordr" integer NOT NULL,
	CONSTRAINT "promotion_items_promotion_no_item_cd_pk" PRIMARY KEY("promotion_no","item_cd")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"promotion_no" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"bg_color" text NOT NULL,
	"file_id" text NOT NULL,
	"sort_ordr" integer NOT NULL,
	CONSTRAINT "promotions_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"file_id" text NOT NULL,
	"file_seq_no" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"mber_no" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_file_id_file_seq_no_pk" PRIMARY KEY("file_id","file_seq_no"),
	CONSTRAINT "files_size_ck" CHECK ("files"."byte_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"opt_item_cd" text PRIMARY KEY NOT NULL,
	"item_cd" text NOT NULL,
	"opt_clas_cd" text NOT NULL,
	"opt_clas_nm" text NOT NULL,
	"sale_uprc" integer NOT NULL,
	"stock_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_options_ck" CHECK ("product_options"."sale_uprc" >= 0 and "product_options"."stock_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_pairings" (
	"item_cd" text NOT NULL,
	"pairing_cd" text NOT NULL,
	CONSTRAINT "product_pairings_item_cd_pairing_cd_pk" PRIMARY KEY("item_cd","pairing_cd")
);
--> statement-breakpoint
CREATE TABLE "product_stock" (
	"item_cd" text NOT NULL,
	"tnant_cd" text NOT NULL,
	"qty" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_item_cd_tnant_cd_pk" PRIMARY KEY("item_cd","tnant_cd"),
	CONSTRAINT "product_stock_qty_ck" CHECK ("product_stock"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"item_cd" text PRIMARY KEY NOT NULL,
	"item_nm" text NOT NULL,
	"item_eng_nm" text NOT NULL,
	"clas_l_cd" text NOT NULL,
	"clas_m_cd" text NOT NULL,
	"country_cd" text NOT NULL,
	"region_nm" text,
	"producer" text,
	"grape_or_base" text,
	"vintage" integer,
	"volume_ml" integer NOT NULL,
	"abv" numeric(4, 1) NOT NULL,
	"sale_uprc" integer NOT NULL,
	"period_price" integer,
	"member_price" integer,
	"emp_price" integer,
	"event_price" integer,
	"event_nm" text,
	"event_end_date" date,
	"score" integer,
	"description" text NOT NULL,
	"aroma" text,
	"palate" text,
	"finish" text,
	"body" integer,
	"sweetness" integer,
	"acidity" integer,
	"tannin" integer,
	"file_id" text NOT NULL,
	"image_count" integer DEFAULT 1 NOT NULL,
	"adult_only" boolean DEFAULT true NOT NULL,
	"member_only" boolean DEFAULT false NOT NULL,
	"sales_rank" integer NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"review_sum" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"search_chosung" text NOT NULL,
	"search_jamo" text NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	"use_yn" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_file_id_unique" UNIQUE("file_id"),
	CONSTRAINT "products_prices_ck" CHECK ("products"."sale_uprc" >= 0 and coalesce("products"."period_price", 0) >= 0),
	CONSTRAINT "products_scales_ck" CHECK (coalesce("products"."body", 1) between 1 and 5 and coalesce("products"."sweetness", 1) between 1 and 5
      and coalesce("products"."acidity", 1) between 1 and 5 and coalesce("products"."tannin", 1) between 1 and 5),
	CONSTRAINT "products_reviews_ck" CHECK ("products"."review_count" >= 0 and "products"."review_sum" >= 0)
);
--> statement-breakpoint
CREATE TABLE "restock_alarms" (
	"mber_no" text NOT NULL,
	"item_cd" text NOT NULL,
	"tnant_cd" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "restock_alarms_mber_no_item_cd_pk" PRIMARY KEY("mber_no","item_cd")
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"review_no" text NOT NULL,
	"file_id" text NOT NULL,
	"sort_ordr" integer NOT NULL,
	CONSTRAINT "review_photos_review_no_file_id_pk" PRIMARY KEY("review_no","file_id")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"review_no" text NOT NULL,
	"mber_no" text NOT NULL,
	"reason_cd" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_review_no_mber_no_pk" PRIMARY KEY("review_no","mber_no")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"review_no" text PRIMARY KEY NOT NULL,
	"item_cd" text NOT NULL,
	"mber_no" text NOT NULL,
	"order_no" text NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"photo_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'VISIBLE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_ck" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attention" ADD CONSTRAINT "attention_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attention" ADD CONSTRAINT "attention_item_cd_products_item_cd_fk" FOREIGN KEY ("item_cd") REFERENCES "public"."products"("item_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_items" ADD CONSTRAINT "exhibition_items_exhibition_no_exhibitions_exhibition_no_fk" FOREIGN KEY ("exhibition_no") REFERENCES "public"."exhibitions"("exhibition_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_items" ADD CONSTRAINT "exhibition_items_item_cd_products_item_cd_fk" FOREIGN KEY ("item_cd") REFERENCES "public"."products"("item_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_promotion_no_promotions_promotion_no_fk" FOREIGN KEY ("promotion_no") REFERENCES "public"."promotions"("promotion_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_items" ADD CONSTRAINT "promotion_items_item_cd_products_item_cd_fk" FOREIGN KEY ("item_cd") REFERENCES "public"."products"("item_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_item_cd_products_item_cd_fk" FOREIGN KEY ("item_cd") REFERENCES "public"."products"("item_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pairings" ADD CONSTRAINT "product_pairings_item_cd_products_item_cd_fk" FOREIGN KEY ("item_cd") REFERENCES "public"."products"("item_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_item_cd_products_item_cd_fk" FOREIGN KEY ("item_cd") REFERENCES "public"."products"("item_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_tnant_cd_stores_tnant_cd_fk" FOREIGN KEY ("tnant_cd") REFERENCES "public"."stores"("tnant_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_alarms" ADD CONSTRAINT "restock_alarms_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_alarms" ADD CONSTRAINT "restock_alarms_item_cd_products_item_cd_fk" FOREIGN KEY ("item_cd") REFERENCES "public"."products"("item_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_alarms" ADD CONSTRAINT "restock_alarms_tnant_cd_stores_tnant_cd_fk" FOREIGN KEY ("tnant_cd") REFERENCES "public"."stores"("tnant_cd") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_no_reviews_review_no_fk" FOREIGN KEY ("review_no") REFERENCES "public"."reviews"("review_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_no_reviews_review_no_fk" FOREIGN KEY ("review_no") REFERENCES "public"."reviews"("review_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_cd_products_item_cd_fk" FOREIGN KEY ("item_cd") REFERENCES "public"."products"("item_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attention_member_idx" ON "attention" USING btree ("mber_no","created_at");--> statement-breakpoint
CREATE INDEX "exhibitions_type_idx" ON "exhibitions" USING btree ("exhibition_type","start_date");--> statement-breakpoint
CREATE INDEX "promotions_period_idx" ON "promotions" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "files_member_idx" ON "files" USING btree ("mber_no");--> statement-breakpoint
CREATE INDEX "product_options_item_idx" ON "product_options" USING btree ("item_cd");--> statement-breakpoint
CREATE INDEX "product_pairings_cd_idx" ON "product_pairings" USING btree ("pairing_cd");--> statement-breakpoint
CREATE INDEX "product_stock_store_idx" ON "product_stock" USING btree ("tnant_cd");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("clas_l_cd","clas_m_cd");--> statement-breakpoint
CREATE INDEX "products_rank_idx" ON "products" USING btree ("sales_rank");--> statement-breakpoint
CREATE INDEX "products_country_idx" ON "products" USING btree ("country_cd");--> statement-breakpoint
CREATE INDEX "products_released_idx" ON "products" USING btree ("released_at");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_chosung_trgm_idx" ON "products" USING gin ("search_chosung" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_jamo_trgm_idx" ON "products" USING gin ("search_jamo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restock_item_idx" ON "restock_alarms" USING btree ("item_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_member_item_uq" ON "reviews" USING btree ("mber_no","item_cd");--> statement-breakpoint
CREATE INDEX "reviews_item_idx" ON "reviews" USING btree ("item_cd","created_at");--> statement-breakpoint
CREATE INDEX "search_log_time_idx" ON "search_log" USING btree ("searched_at");