// String.prototype.normalize: the four forms on composed and decomposed Latin, Hangul,
// compatibility characters, astral characters and lone surrogates; long strings (chunked).
const samples: string[] = [
  "caf\u00e9", "cafe\u0301", "\u00c5ngstr\u00f6m", "A\u030a", "\u212b", "\u1e9b\u0323",
  "\ud55c\uae00", "\u1112\u1161\u11ab", "\u1100\u1161", "\ufb01", "\u2460", "\uff21\uff22\uff43", "x\u00b2", "\u00bd",
  "\ud800", "a\udc00b", "\ud800\u0301e\u0301", "\ud835\udc00", "\ud834\udd5e", "\u0071\u0307\u0323", "\u00a8", "\ufdfa",
];
const forms = ["NFC", "NFD", "NFKC", "NFKD"];
const hex = (s: string) => Array.from({ length: s.length }, (_, i) => s.charCodeAt(i).toString(16).padStart(4, "0")).join(" ");
for (const s of samples) console.log(hex(s), "|", forms.map(f => hex(s.normalize(f as any))).join(" | "));
console.log("default NFC:", "e\u0301".normalize() === "\u00e9", "e\u0301".normalize(undefined) === "\u00e9");
for (const bad of ["nfc", "", "NFX", null]) {
  try { "a".normalize(bad as any); console.log("no error"); } catch (e) { console.log((e as Error).name + ": " + (e as Error).message); }
}
const long = ("e\u0301 ".repeat(2000) + "\u3042\u3099".repeat(1500) + "\u4e00".repeat(3000) + "\ufb01".repeat(1200));
const nfc = long.normalize("NFC"), nfkd = long.normalize("NFKD");
console.log(long.length, nfc.length, nfkd.length, nfc.normalize("NFD") === long.normalize("NFD"));
console.log(hex(nfc.slice(3990, 4010)), hex(nfkd.slice(nfkd.length - 6)));
console.log(String.prototype.normalize.call(123), "\u00e9".normalize("NFC") === "\u00e9");
