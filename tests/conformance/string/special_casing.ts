// toUpperCase/toLowerCase (and the locale forms without a locale) with Unicode's full mappings:
// SpecialCasing's multi-character results, the final sigma rule, and letters outside the
// Latin/Greek/Cyrillic blocks (Deseret, Osage, Cherokee, Georgian, Glagolitic, circled letters).
const cp = (s: string) => Array.from(s, (c) => c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")).join(" ");
const show = (label: string, s: string) => console.log(label, JSON.stringify(s), cp(s));

show("ß up", "ß".toUpperCase());
show("ﬀﬁﬂﬃﬄﬅﬆ up", "ﬀﬁﬂﬃﬄﬅﬆ".toUpperCase());
show("ŉ ǰ ΐ ΰ up", "ŉ ǰ ΐ ΰ".toUpperCase());
show("Armenian և up", "և".toUpperCase());
show("Greek iota subscript up", "ᾳ ῃ ῳ ᾀ ᾷ".toUpperCase());
show("Greek iota subscript title lower", "ᾼ ῌ ῼ ᾈ".toLowerCase());
show("İ lower", "İ".toLowerCase());
show("final sigma", "ΟΔΟΣ ΟΔΟΣ. Σ ΑΣ'Σ ΑΣ1 ΑΣΑ".toLowerCase());
show("sigma after ignorable", "ΑΣ\u0301 Α\u180EΣ Α\u180EΣΑ".toLowerCase());
show("Deseret", "𐐀𐐁𐐂 𐐨𐐩𐐪".toLowerCase() + " " + "𐐀𐐁𐐂 𐐨𐐩𐐪".toUpperCase());
show("Osage", "𐒰𐓘".toLowerCase() + " " + "𐒰𐓘".toUpperCase());
show("Cherokee", "Ꭰꭰ".toLowerCase() + " " + "Ꭰꭰ".toUpperCase());
show("Georgian", "ა Ა".toUpperCase() + " " + "Ა".toLowerCase());
show("Glagolitic", "Ⰰⰰ".toLowerCase() + " " + "Ⰰⰰ".toUpperCase());
show("circled", "ⓐⒶ".toUpperCase() + " " + "ⓐⒶ".toLowerCase());
show("Roman numerals", "ⅰⅻ".toUpperCase() + " " + "ⅠⅫ".toLowerCase());
show("Latin Ext-C/D", "ⱥ ꞵ Ɐ Ʞ".toUpperCase() + " " + "Ⱥ Ꞵ Ɐ Ʞ".toLowerCase());
show("dotless/dotted", "ı i İ I".toUpperCase() + " " + "ı i İ I".toLowerCase());
show("locale forms", "ΣΑΣ ß".toLocaleLowerCase() + " " + "ΣΑΣ ß".toLocaleUpperCase());
show("lone surrogates", "a\uD801b\uDC00c".toUpperCase() + "Σ\uD800".toLowerCase());
console.log("length changes", "ßßß".toUpperCase().length, "ﬃ".toUpperCase().length, "İ".toLowerCase().length);
const long = "straße ".repeat(2000) + "ΟΔΟΣ";
console.log("long", long.toUpperCase().length, long.toUpperCase().slice(-12), long.toLowerCase().slice(-5));
