// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { installFakeFetch, ok } from "../../../lib/http/fake-fetch.test-helper";
import { uploadReviewPhoto } from "./upload-review-photo";

describe("uploadReviewPhoto", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts the file as multipart (field 'file'), with the tokens and no JSON content type", async () => {
    localStorage.setItem("x-scm-token", "tok");
    const { fetchMock } = installFakeFetch(() => ok({ fileId: "RP1", url: "/p/RP1" }));
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "a.jpg", { type: "image/jpeg" });
    await expect(uploadReviewPhoto(file)).resolves.toEqual({ fileId: "RP1", url: "/p/RP1" });
    const [url, maybeInit] = fetchMock.mock.calls[0]!;
    const init = maybeInit as RequestInit;
    expect(String(url)).toMatch(/\/product-api\/v1\.0\.0\/api\/reviews\/photos$/);
    expect(init.method).toBe("POST");
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get("file")).toBeInstanceOf(File);
    expect(init.headers).toEqual({ "x-scm-token": "tok" });
  });
});
