import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import i18next from "i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakeCall, type FakeReply, fail, installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { initI18n } from "../../../lib/i18n/i18n";
import { ReviewFormSheet } from "./review-form-sheet";

function renderSheet(handler: (c: FakeCall) => FakeReply) {
  const fake = installFakeFetch(handler);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReviewFormSheet open onClose={onClose} itemCd="W0002" productName="클라우디 베이 소비뇽 블랑" review={null} />
    </QueryClientProvider>,
  );
  return { ...fake, onClose, sheet: screen.getByRole("dialog", { name: "Write a review" }) };
}

const jpeg = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: "image/jpeg" });

// A shared, busy machine: room for slow renders.
describe("ReviewFormSheet", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    // the machine is shared with other test runs: give slow renders room
    configure({ asyncUtilTimeout: 5000 });
    initI18n();
    await i18next.changeLanguage("en");
  });
  afterEach(() => vi.unstubAllGlobals());

  it("needs a rating and 10 characters, counts them, uploads photos and posts the review", async () => {
    let n = 0;
    const { calls, onClose, sheet } = renderSheet((c) =>
      c.url.endsWith("/api/reviews/photos")
        ? ok({ fileId: `RP${++n}`, url: `/p/RP${n}` })
        : ok({
            reviewNo: "R1",
            itemCd: "W0002",
            writerNm: "김**",
            rating: 4,
            content: "x",
            photos: [],
            createdAt: "",
            mine: true,
          }),
    );
    const post = within(sheet).getByRole("button", { name: "Post review" });
    await userEvent.type(within(sheet).getByLabelText("Review"), "짧은 글");
    expect(within(sheet).getByText("Write at least 10 characters")).toBeInTheDocument();
    expect(within(sheet).getByText("4 / 1000")).toBeInTheDocument();
    await userEvent.type(within(sheet).getByLabelText("Review"), " 하지만 이제 충분히 길어요");
    expect(post).toBeDisabled(); // no rating yet
    await userEvent.click(within(sheet).getByRole("radio", { name: "4 stars" }));

    const input = sheet.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [jpeg("a.jpg"), jpeg("b.jpg")]);
    await waitFor(() => expect(within(sheet).getByText("Photos (2/5)")).toBeInTheDocument());
    await userEvent.click(within(sheet).getByRole("button", { name: "Remove photo 1" }));
    expect(within(sheet).getByText("Photos (1/5)")).toBeInTheDocument();

    await userEvent.click(post);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const write = calls.find((c) => c.url.endsWith("/api/products/W0002/reviews"));
    expect(write).toMatchObject({
      method: "POST",
      body: { rating: 4, content: "짧은 글 하지만 이제 충분히 길어요", photoFileIds: ["RP2"] },
    });
  });

  it("refuses wrong types and large files on the client, and at most five photos", async () => {
    const { calls, sheet } = renderSheet(() => ok({ fileId: "X", url: "/p/X" }));
    const input = sheet.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(["%PDF"], "a.pdf", { type: "application/pdf" }), { applyAccept: false });
    expect(within(sheet).getByRole("alert")).toHaveTextContent("Only JPG, PNG and WEBP images can be uploaded");
    await userEvent.upload(input, jpeg("big.jpg", 5 * 1024 * 1024 + 1));
    expect(within(sheet).getByRole("alert")).toHaveTextContent("Each photo can be up to 5 MB");
    expect(calls).toHaveLength(0);
  });

  it("shows the API's review error in the UI language", async () => {
    const { sheet } = renderSheet(() => fail(403, "REV0001", "구매 확정된 상품만 리뷰를 작성할 수 있습니다"));
    await userEvent.click(within(sheet).getByRole("radio", { name: "5 stars" }));
    await userEvent.type(within(sheet).getByLabelText("Review"), "정말 맛있는 와인이었어요");
    await userEvent.click(within(sheet).getByRole("button", { name: "Post review" }));
    expect(await within(sheet).findByRole("alert")).toHaveTextContent("Only items you bought can be reviewed");
  });
});
