// Collation of kana: ICU's root order (the gojūon, small and voiced forms after their plain
// kana at the tertiary / secondary level, hiragana before katakana) and ja's tailoring
// (hiragana and katakana tie), at every sensitivity.
const xs = ["あ", "ア", "ぁ", "ァ", "か", "が", "カ", "ガ", "は", "ば", "ぱ", "パ", "ん", "漢", "a", "ゔ", "う", "ヴ", "っ", "つ", "づ", "ツ",
  "ヵ", "ゕ", "ゎ", "わ", "ヷ", "を", "ヲ", "ゃ", "や", "ャ", "ちゃ", "チャ", "ぢ", "ち", "z", "Ω", "я", "1"];
for (const l of ["en", "ja", "de", "fr"]) {
  const c = new Intl.Collator(l);
  console.log(l, [...xs].sort(c.compare).join(" "));
}
const words = ["カタカナ", "かたかな", "かたがな", "カタガナ", "かだかな", "ひらがな", "ヒラガナ", "ひらかな", "はは", "ハハ", "ばば", "パパ", "ぱぱ"];
for (const l of ["en-US", "ja-JP"])
  for (const sensitivity of ["base", "accent", "case", "variant"] as const) {
    const c = new Intl.Collator(l, { sensitivity });
    console.log(l, sensitivity, [...words].sort(c.compare).join(" "), c.compare("か", "ガ"), c.compare("か", "カ"), c.compare("ぁ", "あ"), c.compare("は", "ぱ"),
      "あ".localeCompare("ア", l, { sensitivity }));
  }
