// Case mapping of Latin Extended-B letters (Romanian ș ț, the Ǆ/ǅ/ǆ title-case triplets, ƀ ɓ ǝ) and ǰ.
const words = ["Știință și țară", "ǄEMAL ǅemal ǆemal", "ǇUDI ǈudi", "ǱAN ǲan", "ƀɓƈɗ ƁƇƊ", "ǝǯȝ", "ǰ"];
for (const w of words) console.log(w, "|", w.toUpperCase(), "|", w.toLowerCase(), "|", w.toUpperCase().length - w.length);
const range: string[] = [];
for (let c = 0x1c4; c <= 0x1f3; c++) range.push(String.fromCharCode(c));
console.log(range.join(""), range.join("").toUpperCase(), range.join("").toLowerCase());
console.log(["ș", "Ș", "ț", "Ț"].sort(), "Țară".localeCompare("țară"));
