// Flags g i m s u y behaviour on matching.
console.log("Aa".match(/a/gi), "a\nb".match(/^b/), "a\nb".match(/^b/m), "a\nb".match(/a.b/), "a\nb".match(/a.b/s));
console.log("😀".match(/./)![0].length, "😀".match(/./u)![0].length, /^.$/u.test("😀"), /^.$/.test("😀"), /\u{1F600}/u.test("😀"));
const y = /foo/y;
y.lastIndex = 3;
console.log(y.test("barfoo"), y.lastIndex, y.test("barfoo"), y.lastIndex);
const s = /a/y;
console.log("ba".replace(s, "X"), "ab".replace(s, "X"), "aab".match(/a/gy), "baa".match(/a/gy));
