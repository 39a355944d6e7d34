// Capture groups: numbered, named, optional (undefined), nested, non-capturing; exec result shape.
const m = /(?<year>\d{4})-(?<month>\d{2})(?:-(?<day>\d{2}))?/.exec("on 2024-03 ok")!;
console.log(m);
console.log(m.groups, m.groups!.day, m.length, m.index);
const n = /((a)|(b))/.exec("b")!;
console.log(n.slice(), /(a)?b/.exec("b"), /(?:x)(y)/.exec("xy")![1]);
const dup = "aa bb cd".match(/(\w)\1/g);
console.log(dup, /(?<ch>\w)\k<ch>/.exec("xyzzy")!.index);
