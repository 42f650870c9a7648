import { hash } from "@node-rs/argon2";
import { count } from "drizzle-orm";
import type { Db } from "../query";
import { members } from "../schema";
import { seedAddressDirectoryIfEmpty } from "./address-directory";
import { seedBenefits } from "./benefits";
import { seedBulkCatalogue, seedProductsTarget } from "./catalogue/bulk";
import { seedCatalogueIfEmpty } from "./catalogue/catalogue";
import { seedCheckoutIfEmpty } from "./checkout";
import { seedCodes } from "./codes";
import { seedCommunityIfEmpty } from "./community";
import { seedContentIfEmpty } from "./content";
import { seedConsents, seedEmployees } from "./employees";
import { seedLuckyDrawsIfEmpty } from "./luckydraw";
import { DEMO_PASSWORD, seedGrades, seedMembers } from "./members";
import { seedAlarms, seedVersions } from "./misc";
import { seedPreordersIfEmpty } from "./preorders";
import { seedReturnsIfEmpty } from "./returns";
import { seedRouletteIfEmpty } from "./roulette";
import { seedSpecialSalesIfEmpty } from "./special-sales";
import { seedStores } from "./stores";
import { seedTerms } from "./terms";
import { seedWineKeepIfEmpty } from "./wine-keep";

export const DEMO_MEMBER_NO = "M202103150001";
const BASIC_MEMBER_NO = "M202308020002";
const STAFF_MEMBER_NO = "M201905200003";

/**
 * Seeds the demo data when the database has no member yet, then the catalogue when it has no
 * product yet (a database made before the catalogue gets it on its next start); answers whether
 * it seeded anything. `SEED_PRODUCTS=100000` grows the catalogue to that many products (decision 453).
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const membersSeeded = await seedMembersIfEmpty(db);
  const catalogueSeeded = await seedCatalogueIfEmpty(db);
  const checkoutSeeded = await seedCheckoutIfEmpty(db, DEMO_MEMBER_NO);
  const communitySeeded = await seedCommunityIfEmpty(db);
  const contentSeeded = await seedContentIfEmpty(db, DEMO_MEMBER_NO);
  const rouletteSeeded = await seedRouletteIfEmpty(db, DEMO_MEMBER_NO);
  const specialSalesSeeded = await seedSpecialSalesIfEmpty(db);
  const luckyDrawsSeeded = await seedLuckyDrawsIfEmpty(db, DEMO_MEMBER_NO);
  const returnsSeeded = await seedReturnsIfEmpty(db, DEMO_MEMBER_NO);
  const wineKeepSeeded = await seedWineKeepIfEmpty(db, DEMO_MEMBER_NO);
  const preordersSeeded = await seedPreordersIfEmpty(db, DEMO_MEMBER_NO);
  const addressesSeeded = await seedAddressDirectoryIfEmpty(db);
  const bulkTarget = seedProductsTarget();
  const bulkSeeded = bulkTarget !== null && (await seedBulkCatalogue(db, bulkTarget)) > 0;
  return (
    bulkSeeded ||
    membersSeeded ||
    catalogueSeeded ||
    checkoutSeeded ||
    communitySeeded ||
    contentSeeded ||
    rouletteSeeded ||
    specialSalesSeeded ||
    luckyDrawsSeeded ||
    returnsSeeded ||
    wineKeepSeeded ||
    preordersSeeded ||
    addressesSeeded
  );
}

async function seedMembersIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(members);
  if ((row?.n ?? 0) > 0) return false;
  // Hashed once outside the transaction and shared by the demo members (argon2id, default cost).
  const passwordHash = await hash(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await seedGrades(tx);
    await seedMembers(tx, passwordHash);
    await seedCodes(tx);
    await seedVersions(tx);
    await seedAlarms(tx, DEMO_MEMBER_NO);
    await seedStores(tx);
    await seedBenefits(tx, { demo: DEMO_MEMBER_NO, basic: BASIC_MEMBER_NO, staff: STAFF_MEMBER_NO });
    await seedTerms(tx);
    await seedEmployees(tx);
    await seedConsents(tx, { demo: DEMO_MEMBER_NO, basic: "M202308020002" });
  });
  return true;
}
