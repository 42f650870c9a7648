CREATE TABLE "sandbox_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"zip" text NOT NULL,
	"sido" text NOT NULL,
	"sigungu" text NOT NULL,
	"road_nm" text NOT NULL,
	"bld_no" integer NOT NULL,
	"road_addr" text NOT NULL,
	"road_addr_ref" text NOT NULL,
	"jibun_addr" text NOT NULL,
	"bld_nm" text DEFAULT '' NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_addresses_road_idx" ON "sandbox_addresses" USING btree ("sido","sigungu","road_nm","bld_no");