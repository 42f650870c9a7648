import { COMMUNITY_BOARDS, COMMUNITY_LIMITS, type CommunityBoard } from "@cellar/contracts/client";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { CtaBar } from "../../../components/ui/cta-bar";
import { EmptyState } from "../../../components/ui/empty-state";
import { PageHeader } from "../../../components/ui/page-header";
import { Spinner } from "../../../components/ui/spinner";
import { useGoBack } from "../../../components/ui/use-go-back";
import { useGlobalState } from "../../../lib/state/global-state";
import { usePost } from "../api/get-post";
import { useSavePost } from "../api/save-post";
import { uploadPhoto } from "../api/upload-photo";
import { PollFields } from "../components/poll-fields";
import { ProductPicker } from "../components/product-picker";
import { communityErrorText } from "../rules/error-text";
import {
  addWord,
  checkPhotoFiles,
  checkPostForm,
  emptyForm,
  formOf,
  type PostFormState,
  textLength,
  toWriteInput,
} from "../rules/post-form";
import styles from "./post-form-route.module.css";

type PostFormRouteProps = { postNo: string | null; board: CommunityBoard; detailTo: (postNo: string) => string };

const L = COMMUNITY_LIMITS;

/** `/communityPostPage` (and `?postNo=` to edit): board, text, photos, linked bottles, rating, words, a poll. */
export function PostFormRoute({ postNo, board, detailTo }: PostFormRouteProps) {
  const { t } = useTranslation("community");
  const goBack = useGoBack();
  const existing = usePost(postNo);
  const header = <PageHeader title={postNo ? t("form.editTitle") : t("form.writeTitle")} onBack={goBack} bordered />;
  if (postNo && existing.isError) {
    return (
      <>
        {header}
        <EmptyState title={t("notFound")} />
      </>
    );
  }
  if (postNo && !existing.data) {
    return (
      <>
        {header}
        <div className={styles.loading}>
          <Spinner label={t("loading")} />
        </div>
      </>
    );
  }
  const initial = existing.data?.mine ? formOf(existing.data) : emptyForm(board);
  return (
    <>
      {header}
      <PostForm key={postNo ?? board} postNo={postNo} initial={initial} detailTo={detailTo} />
    </>
  );
}

function PostForm({
  postNo,
  initial,
  detailTo,
}: {
  postNo: string | null;
  initial: PostFormState;
  detailTo: (postNo: string) => string;
}) {
  const { t } = useTranslation("community");
  const id = useId();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState(initial);
  const [word, setWord] = useState("");
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const save = useSavePost(postNo);
  const problems = checkPostForm(form);
  const set = (patch: Partial<PostFormState>) => setForm((f) => ({ ...f, ...patch }));

  const pick = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (fileInput.current) fileInput.current.value = "";
    if (files.length === 0) return;
    const { accepted, problem: p } = checkPhotoFiles(files, form.photos.length);
    setProblem(p ? t(`form.problems.${p}`, { max: L.maxPhotos, mb: L.maxPhotoBytes / 1024 / 1024 }) : null);
    setUploading(true);
    try {
      for (const file of accepted) {
        const photo = await uploadPhoto(file);
        setForm((f) => ({ ...f, photos: [...f.photos, photo] }));
      }
    } catch (e) {
      setProblem(communityErrorText(e, t("form.uploadFailed")));
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    setTried(true);
    if (problems.length > 0 || uploading) return;
    save.mutate(toWriteInput(form, postNo !== null), {
      onSuccess: (saved) => {
        useGlobalState.getState().showToast(postNo ? t("form.edited") : t("form.posted"));
        void navigate(detailTo(saved.postNo), { replace: true });
      },
      onError: (e) => setProblem(communityErrorText(e, t("failed"))),
    });
  };

  const shown = tried ? problems : problems.filter((p) => p === "textTooLong");
  return (
    <>
      <main className={styles.page}>
        <fieldset className={styles.field} disabled={postNo !== null}>
          <legend className={styles.label}>{t("form.board")}</legend>
          <div className={styles.boards}>
            {COMMUNITY_BOARDS.map((b) => (
              <label key={b} className={styles.board}>
                <input
                  type="radio"
                  name={`${id}-board`}
                  checked={form.board === b}
                  onChange={() =>
                    set({
                      board: b,
                      poll: b === "play" ? (form.poll ?? emptyForm("play").poll) : null,
                    })
                  }
                />
                <span>{t(`boards.${b}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-text`}>
            {t("form.text")}
          </label>
          <textarea
            id={`${id}-text`}
            className={styles.textarea}
            rows={7}
            value={form.text}
            placeholder={t(`form.placeholder.${form.board}`)}
            onChange={(e) => set({ text: e.target.value })}
          />
          <p className={styles.counter}>{t("form.counter", { count: textLength(form.text), max: L.maxText })}</p>
        </div>

        <div className={styles.field}>
          <span className={styles.label}>{t("form.photos", { count: form.photos.length, max: L.maxPhotos })}</span>
          <div className={styles.photos}>
            {form.photos.map((p, i) => (
              <span key={p.fileId} className={styles.photo}>
                <img src={p.thumbUrl} alt={t("photoOf", { index: i + 1, count: form.photos.length })} />
                <button
                  type="button"
                  aria-label={t("form.removePhoto", { index: i + 1 })}
                  onClick={() => set({ photos: form.photos.filter((x) => x.fileId !== p.fileId) })}
                >
                  ✕
                </button>
              </span>
            ))}
            {form.photos.length < L.maxPhotos ? (
              <label className={styles.addPhoto}>
                {uploading ? t("form.uploading") : t("form.addPhoto")}
                <input
                  ref={fileInput}
                  type="file"
                  accept={L.photoTypes.join(",")}
                  multiple
                  disabled={uploading}
                  onChange={(e) => void pick(e.target.files)}
                />
              </label>
            ) : null}
          </div>
        </div>

        <div className={styles.field}>
          <span className={styles.label}>{t("form.products")}</span>
          <ProductPicker selected={form.products} onChange={(products) => set({ products })} />
        </div>

        {form.board === "drink" ? (
          <>
            <fieldset className={styles.field}>
              <legend className={styles.label}>{t("form.rating")}</legend>
              <div className={styles.stars}>
                {[1, 2, 3, 4, 5].map((n) => (
                  <button
                    key={n}
                    type="button"
                    aria-label={t("rating", { value: n })}
                    aria-pressed={form.rating === n}
                    data-on={(form.rating ?? 0) >= n || undefined}
                    onClick={() => set({ rating: form.rating === n ? null : n })}
                  >
                    ★
                  </button>
                ))}
              </div>
            </fieldset>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-word`}>
                {t("form.words", { max: L.maxTastingWords })}
              </label>
              <div className={styles.wordRow}>
                <input
                  id={`${id}-word`}
                  className={styles.input}
                  value={word}
                  maxLength={L.maxTastingWord + 1}
                  placeholder={t("form.wordPlaceholder")}
                  onChange={(e) => setWord(e.target.value)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter" && !e.nativeEvent.isComposing) {
                      e.preventDefault();
                      set({ tastingWords: addWord(form.tastingWords, word) });
                      setWord("");
                    }
                  }}
                />
                <button
                  type="button"
                  className={styles.smallButton}
                  onClick={() => {
                    set({ tastingWords: addWord(form.tastingWords, word) });
                    setWord("");
                  }}
                >
                  {t("form.addWord")}
                </button>
              </div>
              <div className={styles.words}>
                {form.tastingWords.map((w) => (
                  <button
                    key={w}
                    type="button"
                    className={styles.word}
                    aria-label={t("form.removeWord", { word: w })}
                    onClick={() => set({ tastingWords: form.tastingWords.filter((x) => x !== w) })}
                  >
                    #{w} ✕
                  </button>
                ))}
              </div>
            </div>
          </>
        ) : null}

        {form.board === "play" && postNo === null && form.poll ? (
          <PollFields poll={form.poll} onChange={(poll) => set({ poll })} />
        ) : null}

        {shown.length > 0 || problem ? (
          <div className={styles.problems} role="alert">
            {shown.map((p) => (
              <p key={p}>{t(`form.problems.${p}`, { max: L.maxText })}</p>
            ))}
            {problem ? <p>{problem}</p> : null}
          </div>
        ) : null}
      </main>
      <CtaBar
        actions={[
          {
            label: postNo ? t("form.saveEdit") : t("form.submit"),
            onClick: submit,
            disabled: save.isPending || uploading,
          },
        ]}
      />
    </>
  );
}
