import {
  COMMUNITY_LIMITS,
  type CommunityBoard,
  type CommunityPhoto,
  type CommunityPost,
  type CommunityPostWriteInput,
  type ProductSummary,
} from "@cellar/contracts/client";

const L = COMMUNITY_LIMITS;

export type PostFormState = {
  board: CommunityBoard;
  text: string;
  photos: CommunityPhoto[];
  products: ProductSummary[];
  rating: number | null;
  tastingWords: string[];
  poll: { question: string; options: string[]; closesAt: string } | null;
};

export type PostFormProblem =
  | "textRequired"
  | "textTooLong"
  | "tooManyPhotos"
  | "tooManyProducts"
  | "pollQuestion"
  | "pollOptions"
  | "pollOptionRepeated"
  | "pollClosesAt";

export const emptyForm = (board: CommunityBoard): PostFormState => ({
  board,
  text: "",
  photos: [],
  products: [],
  rating: null,
  tastingWords: [],
  poll: board === "play" ? { question: "", options: ["", ""], closesAt: "" } : null,
});

export const formOf = (post: CommunityPost): PostFormState => ({
  board: post.board,
  text: post.text,
  photos: post.photos,
  products: post.products,
  rating: post.rating,
  tastingWords: post.tastingWords,
  poll: null,
});

/** Characters as the member sees them (a Korean syllable is one). */
export const textLength = (text: string) => [...text.trim()].length;

/** What stops the form from being sent, first problem first (the API checks the same rules). */
export function checkPostForm(form: PostFormState, now = new Date()): PostFormProblem[] {
  const problems: PostFormProblem[] = [];
  const length = textLength(form.text);
  if (length === 0) problems.push("textRequired");
  if (length > L.maxText) problems.push("textTooLong");
  if (form.photos.length > L.maxPhotos) problems.push("tooManyPhotos");
  if (form.products.length > L.maxProducts) problems.push("tooManyProducts");
  if (form.board === "play" && form.poll) {
    const options = form.poll.options.map((o) => o.trim()).filter(Boolean);
    if (!form.poll.question.trim()) problems.push("pollQuestion");
    if (options.length < L.pollMinOptions || options.length > L.pollMaxOptions) problems.push("pollOptions");
    else if (new Set(options).size !== options.length) problems.push("pollOptionRepeated");
    if (form.poll.closesAt && !(new Date(form.poll.closesAt).getTime() > now.getTime())) problems.push("pollClosesAt");
  }
  return problems;
}

/** Adds a tasting word (trimmed, without '#', unique, within the limits); the list unchanged otherwise. */
export function addWord(words: readonly string[], raw: string): string[] {
  const word = raw.trim().replace(/^#+/, "").slice(0, L.maxTastingWord);
  if (!word || words.includes(word) || words.length >= L.maxTastingWords) return [...words];
  return [...words, word];
}

/** The request body of the form; a new play post sends its poll, an edit never does. */
export function toWriteInput(form: PostFormState, editing: boolean): CommunityPostWriteInput {
  const drink = form.board === "drink";
  return {
    board: form.board,
    text: form.text.trim(),
    photoFileIds: form.photos.map((p) => p.fileId),
    itemCds: form.products.map((p) => p.itemCd),
    rating: drink ? form.rating : null,
    tastingWords: drink ? form.tastingWords : [],
    poll:
      !editing && form.board === "play" && form.poll
        ? {
            question: form.poll.question.trim(),
            options: form.poll.options.map((o) => o.trim()).filter(Boolean),
            closesAt: form.poll.closesAt ? new Date(form.poll.closesAt).toISOString() : null,
          }
        : null,
  };
}

/** Files the member may add: images within the size limit, up to the photo limit. */
export function checkPhotoFiles(files: File[], already: number) {
  const room = Math.max(0, L.maxPhotos - already);
  const images = files.filter((f) => (L.photoTypes as readonly string[]).includes(f.type));
  const small = images.filter((f) => f.size <= L.maxPhotoBytes);
  const accepted = small.slice(0, room);
  const problem =
    images.length < files.length
      ? "photoType"
      : small.length < images.length
        ? "photoTooBig"
        : small.length > room
          ? "tooManyPhotos"
          : null;
  return { accepted, problem } as const;
}
