const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The seed writes its documents (terms) as plain text for reading ease; they are stored as the
 * chain's rich content is, HTML (decision 379): a paragraph per blank-line block, a line break
 * per single newline.
 */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => `<p>${block.split("\n").map(escapeHtml).join("<br>")}</p>`)
    .join("");
}
