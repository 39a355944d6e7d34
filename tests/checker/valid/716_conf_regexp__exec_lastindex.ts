// exec with and without g: lastIndex advancing, resetting on failure, empty matches.
const re = /o/g;
const str = "foo boo";
let m;
const found: string[] = [];
while ((m = re.exec(str)) !== null) found.push(`${m[0]}@${m.index}->${re.lastIndex}`);
console.log(found, re.lastIndex);
const nog = /o/;
nog.lastIndex = 5;
console.log(nog.exec(str)!.index, nog.lastIndex);
const empty = /x*/g;
console.log(empty.exec("ab")!.index, empty.lastIndex, "ab".replace(/x*/g, "-"), "ab".split(/x*/), [..."ab".matchAll(/x*/g)].length);
const t = /a/g;
console.log(t.test("aa"), t.lastIndex, t.test("aa"), t.lastIndex, t.test("aa"), t.lastIndex);
