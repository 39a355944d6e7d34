// at, charAt, charCodeAt, codePointAt with surrogates and out-of-range indexes.
const s = "a😀b";
console.log(s.length, s.at(0), s.at(-1), s.at(1), s.at(10), s.charAt(1), s.charAt(99), JSON.stringify(s.charAt(-1)));
console.log(s.charCodeAt(1), s.charCodeAt(2), s.charCodeAt(9), s.codePointAt(1), s.codePointAt(2), s.codePointAt(9), s[1] === "\ud83d");
console.log(String.fromCharCode(0xd83d, 0xde00), String.fromCodePoint(0x1f600, 97), String.fromCharCode(65.9, 0x10041), String.fromCharCode());
try { String.fromCodePoint(0x110000); } catch (e) { console.log((e as Error).name, (e as Error).message); }
try { String.fromCodePoint(-1); } catch (e) { console.log((e as Error).message); }
