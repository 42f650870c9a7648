/**
 * The Korean particle "(으)로" after a word: "으로" after a final consonant other than ㄹ, "로"
 * after a vowel or ㄹ, and "(으)로" after anything that is not Hangul (말벡으로, 카베르네로, 'malbec'(으)로).
 */
export function euro(word: string): string {
  const last = word.trim().slice(-1);
  const code = last.charCodeAt(0) - 0xac00;
  if (!(code >= 0 && code <= 11171)) return "(으)로";
  const final = code % 28;
  return final === 0 || final === 8 ? "로" : "으로";
}
