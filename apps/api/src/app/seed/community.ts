import { count, sql } from "drizzle-orm";
import sharp from "sharp";
import { type Db, queryRows, type Tx } from "../query";
import {
  communityComments,
  communityLikes,
  communityPhotos,
  communityPollAnswers,
  communityPollOptions,
  communityPolls,
  communityPostProducts,
  communityPosts,
  members,
} from "../schema";
import {
  COMMENTS,
  COMMUNITY_MEMBERS,
  DRINK_BODIES,
  DRINK_OPENINGS,
  LOVE_POSTS,
  POLLS,
  REPLIES,
  TASTING_WORDS,
} from "./community-texts";

const DRINK_POSTS = 55;
const LOVE_COUNT = 35;
const PLAY_COUNT = 24;
const PHOTO_POSTS = 18;
const DAY_MS = 86_400_000;

/** A small deterministic generator, so every fresh database gets the same community. */
function random(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(a: readonly T[]) => a[Math.floor(next() * a.length)]!,
  };
}

/** A label-like picture of a glass of wine (no text), drawn as SVG and stored as JPEG photo + thumbnail. */
async function seedPhoto(i: number) {
  const hues = ["#5b1a2b", "#7a2436", "#b8860b", "#8b3a62", "#2f4f4f", "#a0522d"];
  const bg = hues[i % hues.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="#1b1b1b"/></linearGradient></defs>
    <rect width="640" height="640" fill="url(#g)"/>
    <circle cx="${480 - (i % 5) * 40}" cy="150" r="60" fill="#ffffff" opacity="0.12"/>
    <path d="M250 140 h140 q10 140 -70 190 v150 h60 v20 h-140 v-20 h60 v-150 q-80 -50 -50 -190z" fill="#f5efe6" opacity="0.9"/>
    <path d="M258 220 h124 q-6 80 -62 100 q-56 -20 -62 -100z" fill="${bg}"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  const bytes = await image.clone().jpeg({ quality: 80 }).toBuffer();
  const thumbBytes = await image.clone().resize(360, 360).jpeg({ quality: 72 }).toBuffer();
  return { bytes, thumbBytes, width: 640, height: 640 };
}

/**
 * The community on a first start (issue 21): twelve community members with nicknames and grades,
 * 114 posts on drink, love and play linked to seeded bottles, with ratings, tasting words, photos,
 * polls with answers, likes, comments and replies. Runs when no post exists yet.
 */
export async function seedCommunityIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(communityPosts);
  if ((row?.n ?? 0) > 0) return false;
  const [demo] = await queryRows<{ passwordHash: string }>(
    db,
    sql`select password_hash as "passwordHash" from members where login_id = 'demo'`,
  );
  const items = await queryRows<{ itemCd: string; itemNm: string; clasLCd: string }>(
    db,
    sql`select item_cd as "itemCd", item_nm as "itemNm", clas_l_cd as "clasLCd" from products
      where clas_l_cd <> '70' order by item_cd limit 80`,
  );
  if (!demo || items.length === 0) return false;
  const photos = await Promise.all(Array.from({ length: PHOTO_POSTS }, (_, i) => seedPhoto(i)));
  await db.transaction((tx) => seedCommunity(tx, demo.passwordHash, items, photos, now));
  return true;
}

async function seedCommunity(
  tx: Tx,
  passwordHash: string,
  items: { itemCd: string; itemNm: string }[],
  photos: Awaited<ReturnType<typeof seedPhoto>>[],
  now: Date,
) {
  const r = random(21);
  const authors = COMMUNITY_MEMBERS.map((m, i) => ({ ...m, mberNo: `M2024${String(1001 + i).padStart(8, "0")}` }));
  await tx.insert(members).values(
    authors.map((m, i) => ({
      mberNo: m.mberNo,
      loginId: `community${String(i + 1).padStart(2, "0")}`,
      passwordHash,
      korMberNm: m.korMberNm,
      nickName: m.nickName,
      gradRegNo: m.grade,
      firstScrbDe: "2024-01-15",
      ctmmnyNo: "1000",
      telFrstNo: "010",
    })),
  );
  // Demo and basic write too, so the signed-in demo sees their own posts.
  const writers = [...authors.map((a) => a.mberNo), "M202103150001", "M202308020002"];
  const everyone = [...writers, "M201905200003"];
  const boards = [
    ...Array.from({ length: DRINK_POSTS }, () => "drink" as const),
    ...Array.from({ length: LOVE_COUNT }, () => "love" as const),
    ...Array.from({ length: PLAY_COUNT }, () => "play" as const),
  ];
  let photoNo = 0;
  let commentNo = 0;
  for (const [i, board] of boards.entries()) {
    const postNo = `CPSEED${String(i + 1).padStart(4, "0")}`;
    const createdAt = new Date(now.getTime() - (i * 0.5 + r.next() * 0.4) * DAY_MS);
    const item = r.pick(items);
    const mberNo = r.pick(writers);
    let text: string;
    let rating: number | null = null;
    let tastingWords: string[] = [];
    if (board === "drink") {
      const w1 = r.pick(TASTING_WORDS);
      const w2 = r.pick(TASTING_WORDS.filter((w) => w !== w1));
      text = `${r.pick(DRINK_OPENINGS)}\n${r.pick(DRINK_BODIES)}`
        .replaceAll("{item}", item.itemNm)
        .replaceAll("{w1}", w1)
        .replaceAll("{w2}", w2);
      rating = 3 + r.int(3);
      tastingWords = [w1, w2, ...(r.next() < 0.5 ? [r.pick(TASTING_WORDS.filter((w) => w !== w1 && w !== w2))] : [])];
    } else if (board === "love") {
      text = r.pick(LOVE_POSTS).replaceAll("{item}", item.itemNm);
    } else {
      text = POLLS[(i - DRINK_POSTS - LOVE_COUNT) % POLLS.length]!.text;
    }
    await tx
      .insert(communityPosts)
      .values({ postNo, board, mberNo, text, rating, tastingWords, createdAt, updatedAt: createdAt });
    const linked =
      board === "drink"
        ? [item, ...(r.next() < 0.25 ? [r.pick(items.filter((x) => x !== item))] : [])]
        : board === "love" && text.includes(item.itemNm)
          ? [item]
          : [];
    if (linked.length > 0) {
      await tx
        .insert(communityPostProducts)
        .values(linked.map((p, k) => ({ postNo, itemCd: p.itemCd, sortOrdr: k + 1 })));
    }
    if (board === "drink" && photoNo < photos.length && i % 3 === 0) {
      const count = 1 + (photoNo % 3 === 0 ? 1 : 0);
      for (let k = 0; k < count && photoNo < photos.length; k++) {
        const fileId = `CF${"5eed".padEnd(20, "0")}${String(photoNo).padStart(4, "0")}`;
        await tx
          .insert(communityPhotos)
          .values({ fileId, mberNo, postNo, sortOrdr: k + 1, ...photos[photoNo]!, createdAt });
        photoNo++;
      }
    }
    if (board === "play") {
      const poll = POLLS[(i - DRINK_POSTS - LOVE_COUNT) % POLLS.length]!;
      const closed = i % 7 === 0;
      await tx.insert(communityPolls).values({
        postNo,
        question: poll.question,
        closesAt: closed ? new Date(createdAt.getTime() + DAY_MS) : null,
      });
      await tx
        .insert(communityPollOptions)
        .values(poll.options.map((label, k) => ({ postNo, optionNo: k + 1, label })));
      const voters = authors.filter(() => r.next() < 0.7).map((a) => a.mberNo);
      if (voters.length > 0) {
        await tx
          .insert(communityPollAnswers)
          .values(voters.map((v) => ({ postNo, mberNo: v, optionNo: 1 + r.int(poll.options.length), createdAt })));
      }
    }
    const likers = everyone.filter((m) => m !== mberNo && m !== "M202103150001" && r.next() < 0.45);
    if (likers.length > 0)
      await tx.insert(communityLikes).values(likers.map((m) => ({ postNo, mberNo: m, createdAt })));
    const comments: (typeof communityComments.$inferInsert)[] = [];
    for (let k = 0; k < r.int(5); k++) {
      const no = `CCSEED${String(++commentNo).padStart(5, "0")}`;
      const at = new Date(createdAt.getTime() + (k + 1) * 3_600_000);
      comments.push({
        commentNo: no,
        postNo,
        parentNo: null,
        mberNo: r.pick(everyone),
        content: r.pick(COMMENTS),
        createdAt: at,
        updatedAt: at,
      });
      if (r.next() < 0.4) {
        const rat = new Date(at.getTime() + 1_800_000);
        comments.push({
          commentNo: `CCSEED${String(++commentNo).padStart(5, "0")}`,
          postNo,
          parentNo: no,
          mberNo,
          content: r.pick(REPLIES),
          createdAt: rat,
          updatedAt: rat,
        });
      }
    }
    if (comments.length > 0) await tx.insert(communityComments).values(comments);
    await tx
      .update(communityPosts)
      .set({ likeCount: likers.length, commentCount: comments.length })
      .where(sql`post_no = ${postNo}`);
  }
}
