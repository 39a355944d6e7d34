// exec results: array with index, input, groups; lastIndex after global exec; inspect output.
const re = /(?<word>\w+)\s(\d+)/g;
const m = re.exec("abc 123 def 456")!;
console.log(m, re.lastIndex, Array.isArray(m), m.length, Object.keys(m));
const m2 = re.exec("abc 123 def 456")!;
console.log(m2.index, m2.groups, re.lastIndex, re.exec("abc 123 def 456"), re.lastIndex);
