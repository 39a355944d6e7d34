// String constructor, static functions and String.prototype methods, with their edge cases.
function show(label: string, f: () => unknown) {
  try {
    const v = f();
    console.log(label, typeof v === "string" ? JSON.stringify(v) : v);
  } catch (e: any) {
    console.log(label, "threw", e.name + ":", e.message);
  }
}

// constructor and wrappers
show("String()", () => String());
show("String(v)", () => [String(12.5), String(null), String(undefined), String(true), String([1, [2, 3]]), String({})]);
const boxed = new String("box");
show("new String", () => [typeof boxed, boxed.length, boxed[1], boxed.toString(), boxed.valueOf(), boxed + "!"]);
show("wrapper keys", () => Object.keys(new String("ab")));
show("fromCharCode", () => String.fromCharCode(72, 105, 65601, 33.9));
show("fromCodePoint", () => String.fromCodePoint(128512, 65, 0x10ffff).length);
show("fromCodePoint -1", () => String.fromCodePoint(-1));
show("fromCodePoint 1.5", () => String.fromCodePoint(1.5));
show("fromCodePoint big", () => String.fromCodePoint(0x110000));
show("raw", () => String.raw({ raw: ["a", "b", "c"] } as any, 1, 2, 3));

// characters
const s = "Hello, World";
show("at", () => [s.at(0), s.at(-1), s.at(100), s.at(-100), s.at(1.7)]);
show("charAt", () => [s.charAt(4), s.charAt(-1), s.charAt(99), s.charAt(NaN as any)]);
show("charCodeAt", () => [s.charCodeAt(0), s.charCodeAt(99), "é".charCodeAt(0)]);
const emoji = "a😀b";
show("codePointAt", () => [emoji.codePointAt(0), emoji.codePointAt(1), emoji.codePointAt(2), emoji.codePointAt(9)]);
show("length", () => [emoji.length, [...emoji].length]);
show("isWellFormed", () => ["ab".isWellFormed(), "\ud800".isWellFormed(), emoji.isWellFormed()]);
show("toWellFormed", () => JSON.stringify("a\ud800b\udc00".toWellFormed()));

// searching
show("indexOf", () => [s.indexOf("o"), s.indexOf("o", 5), s.indexOf("zz"), s.indexOf(""), s.indexOf("", 99), s.indexOf("o", -5)]);
show("lastIndexOf", () => [s.lastIndexOf("o"), s.lastIndexOf("o", 5), s.lastIndexOf("o", 0), s.lastIndexOf(""), s.lastIndexOf("H", -3)]);
show("includes", () => [s.includes("World"), s.includes("world"), s.includes("", 50), s.includes("H", 1)]);
show("startsWith", () => [s.startsWith("Hell"), s.startsWith("World", 7), s.startsWith("x"), s.startsWith("")]);
show("endsWith", () => [s.endsWith("World"), s.endsWith("Hello", 5), s.endsWith("o", 99), s.endsWith("")]);
show("search undefined", () => "abc".indexOf(undefined as any));

// pieces
show("slice", () => [s.slice(0, 5), s.slice(-5), s.slice(-5, -2), s.slice(5, 2), s.slice(), s.slice(NaN as any, 2)]);
show("substring", () => [s.substring(7), s.substring(5, 0), s.substring(-3, 2), s.substring(NaN as any, 3)]);
show("substr", () => [s.substr(7, 3), s.substr(-5), s.substr(-5, 2), s.substr(2, -1), s.substr(0)]);
show("concat", () => "a".concat("b", 1 as any, null as any, undefined as any, [2, 3] as any));
show("repeat", () => ["ab".repeat(3), "x".repeat(0), "".repeat(100), "ab".repeat(2.9)]);
show("repeat -1", () => "ab".repeat(-1));
show("repeat Infinity", () => "ab".repeat(Infinity));
show("repeat huge", () => "ab".repeat(2 ** 29));
show("padStart", () => ["5".padStart(3, "0"), "abc".padStart(8, "12"), "abc".padStart(2), "abc".padStart(6), "x".padStart(4, "")]);
show("padEnd", () => ["5".padEnd(3, "0"), "abc".padEnd(8, "12"), "abc".padEnd(6) + "|", "abc".padEnd(-1)]);
show("padStart huge", () => "a".padStart(2 ** 30));
show("trim", () => ["[" + "  \t\n x y \r\n".trim() + "]", "[" + "\u00a0\ufeffz\u2028\u3000".trim() + "]"]);
show("trimStart/End", () => ["[" + "  a  ".trimStart() + "]", "[" + "  a  ".trimEnd() + "]", "  b ".trimLeft(), " c  ".trimRight()]);
show("trim aliases", () => [String.prototype.trimLeft === String.prototype.trimStart, String.prototype.trimRight.name]);

// split
show("split", () => ["a,b,,c".split(","), "a,b,c".split(",", 2), "abc".split(""), "abc".split("", 2), "".split(","), "".split("")]);
show("split more", () => ["abc".split(undefined as any), "abc".split("abc"), "a--b--".split("--"), "abc".split("c", 0)]);

// replace and replaceAll with strings and functions
show("replace", () => ["aaa".replace("a", "b"), "abc".replace("x", "y"), "abc".replace("", "-"), "abc".replace("b", "[$&|$`|$'|$$|$1|$<x>]")]);
show("replaceAll", () => ["aaa".replaceAll("a", "b"), "abc".replaceAll("", "-"), "a.b.c".replaceAll(".", "$&$&"), "xyx".replaceAll("x", "$'")]);
show("replace fn", () => "a-b-c".replace("-", (m: string, pos: number, str: string) => `<${m}@${pos} of ${str}>`));
show("replaceAll fn", () => "a-b-c".replaceAll("-", (m: string, pos: number) => String(pos * 10)));
const calls: string[] = [];
show("replaceAll order", () => "1+2+3".replaceAll("+", (m: string, p: number) => { calls.push("call" + p); return "plus"; }));
console.log(calls.join(","));
show("replace non-string", () => ["12341".replace(1 as any, 9 as any), "null!".replace(null as any, "x")]);

// case conversion
show("upper", () => ["hello World 123".toUpperCase(), "straße".toUpperCase(), "ÿµ".toUpperCase(), "ﬁne".toUpperCase()]);
show("lower", () => ["Hello World ÀÉÎ".toLowerCase(), "ΟΔΟΣ ΣΑΣ Σ".toLowerCase(), "ПРИВЕТ".toLowerCase(), "İ".toLowerCase().length]);
show("greek/cyrillic upper", () => ["αβγ άέ".toUpperCase(), "привет ёж".toUpperCase()]);
show("locale case", () => ["Ab".toLocaleUpperCase(), "Ab".toLocaleLowerCase()]);

// localeCompare
show("localeCompare", () => ["a".localeCompare("B"), "B".localeCompare("a"), "a".localeCompare("A"), "a".localeCompare("a"), "résumé".localeCompare("resume")]);
const words = ["banana", "Apple", "cherry", "apple", "Banana", "éclair", "eclair", "zebra", "Zebra", "10", "9", "a b", "a-b", "ab", "_x"];
show("sorted", () => words.slice().sort((a, b) => a.localeCompare(b)).join(" "));

// normalize, toString, valueOf, errors
show("normalize", () => ["abc".normalize(), "abc".normalize("NFD"), "café".normalize("NFC")]);
show("normalize bad", () => "abc".normalize("nfc"));
show("toString", () => String.prototype.toString.call(5 as any));
show("valueOf", () => String.prototype.valueOf.call({} as any));
show("trim on null", () => String.prototype.trim.call(null));
show("at on undefined", () => String.prototype.at.call(undefined, 0));
show("generic this", () => String.prototype.toUpperCase.call(true as any) + String.prototype.slice.call(12345 as any, 1, 3));

// template literals and chains
const name = "Ada";
show("chain", () => `  ${name}  `.trim().toUpperCase().padEnd(6, ".").split("").reverse().join(""));
show("csv", () => "id,name\n1,Ann\n2,Bob".split("\n").map((line) => line.split(",")[1].toLowerCase()));
