CREATE TABLE "community_actions" (
	"mber_no" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_blocks" (
	"mber_no" text NOT NULL,
	"blocked_mber_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_blocks_mber_no_blocked_mber_no_pk" PRIMARY KEY("mber_no","blocked_mber_no")
);
--> statement-breakpoint
CREATE TABLE "community_comments" (
	"comment_no" text PRIMARY KEY NOT NULL,
	"post_no" text NOT NULL,
	"parent_no" text,
	"mber_no" text NOT NULL,
	"content" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_likes" (
	"post_no" text NOT NULL,
	"mber_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_likes_post_no_mber_no_pk" PRIMARY KEY("post_no","mber_no")
);
--> statement-breakpoint
CREATE TABLE "community_photos" (
	"file_id" text PRIMARY KEY NOT NULL,
	"mber_no" text NOT NULL,
	"post_no" text,
	"sort_ordr" integer DEFAULT 0 NOT NULL,
	"bytes" "bytea" NOT NULL,
	"thumb_bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_poll_answers" (
	"post_no" text NOT NULL,
	"mber_no" text NOT NULL,
	"option_no" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_poll_answers_post_no_mber_no_pk" PRIMARY KEY("post_no","mber_no")
);
--> statement-breakpoint
CREATE TABLE "community_poll_options" (
	"post_no" text NOT NULL,
	"option_no" integer NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "community_poll_options_post_no_option_no_pk" PRIMARY KEY("post_no","option_no")
);
--> statement-breakpoint
CREATE TABLE "community_polls" (
	"post_no" text PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"closes_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "community_post_products" (
	"post_no" text NOT NULL,
	"item_cd" text NOT NULL,
	"sort_ordr" integer NOT NULL,
	CONSTRAINT "community_post_products_post_no_item_cd_pk" PRIMARY KEY("post_no","item_cd")
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"post_no" text PRIMARY KEY NOT NULL,
	"board" text NOT NULL,
	"mber_no" text NOT NULL,
	"text" text NOT NULL,
	"rating" integer,
	"tasting_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'VISIBLE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_posts_rating_ck" CHECK ("community_posts"."rating" is null or "community_posts"."rating" between 1 and 5),
	CONSTRAINT "community_posts_like_count_ck" CHECK ("community_posts"."like_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "community_reports" (
	"target_type" text NOT NULL,
	"target_no" text NOT NULL,
	"mber_no" text NOT NULL,
	"reason_cd" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reports_target_type_target_no_mber_no_pk" PRIMARY KEY("target_type","target_no","mber_no")
);
--> statement-breakpoint
ALTER TABLE "community_actions" ADD CONSTRAINT "community_actions_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_blocks" ADD CONSTRAINT "community_blocks_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_blocks" ADD CONSTRAINT "community_blocks_blocked_mber_no_members_mber_no_fk" FOREIGN KEY ("blocked_mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_post_no_community_posts_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."community_posts"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_comments" ADD CONSTRAINT "community_comments_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_post_no_community_posts_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."community_posts"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_likes" ADD CONSTRAINT "community_likes_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_photos" ADD CONSTRAINT "community_photos_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_photos" ADD CONSTRAINT "community_photos_post_no_community_posts_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."community_posts"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_poll_answers" ADD CONSTRAINT "community_poll_answers_post_no_community_posts_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."community_posts"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_poll_answers" ADD CONSTRAINT "community_poll_answers_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_poll_options" ADD CONSTRAINT "community_poll_options_post_no_community_posts_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."community_posts"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_polls" ADD CONSTRAINT "community_polls_post_no_community_posts_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."community_posts"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_products" ADD CONSTRAINT "community_post_products_post_no_community_posts_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."community_posts"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_products" ADD CONSTRAINT "community_post_products_item_cd_products_item_cd_fk" FOREIGN KEY ("item_cd") REFERENCES "public"."products"("item_cd") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_mber_no_members_mber_no_fk" FOREIGN KEY ("mber_no") REFERENCES "public"."members"("mber_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_actions_member_idx" ON "community_actions" USING btree ("mber_no","kind","created_at");--> statement-breakpoint
CREATE INDEX "community_comments_post_idx" ON "community_comments" USING btree ("post_no","created_at");--> statement-breakpoint
CREATE INDEX "community_photos_post_idx" ON "community_photos" USING btree ("post_no");--> statement-breakpoint
CREATE INDEX "community_photos_member_idx" ON "community_photos" USING btree ("mber_no");--> statement-breakpoint
CREATE INDEX "community_poll_answers_option_idx" ON "community_poll_answers" USING btree ("post_no","option_no");--> statement-breakpoint
CREATE INDEX "community_posts_board_new_idx" ON "community_posts" USING btree ("board","status","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_board_popular_idx" ON "community_posts" USING btree ("board","status","like_count","created_at");--> statement-breakpoint
CREATE INDEX "community_posts_member_idx" ON "community_posts" USING btree ("mber_no");