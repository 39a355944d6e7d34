// replace with regexes: global, captures, named groups, function replacers with groups, special patterns.
console.log("John Smith".replace(/(\w+)\s(\w+)/, "$2, $1"), "aaa".replace(/a/g, "b"), "abc".replace(/(?<first>a)/, "[$<first>]"));
console.log("2024-01-15".replace(/(?<y>\d+)-(?<m>\d+)-(?<d>\d+)/, "$<d>/$<m>/$<y>"), "abc".replace(/b/, "$0|$00|$10|$2"));
console.log("a1b2".replace(/(\d)/g, (m, d, off) => `<${Number(d) * 2}@${off}>`));
console.log("x-y".replace(/(?<l>\w)-(?<r>\w)/, (...args) => JSON.stringify(args[args.length - 1])));
console.log("camelCaseString".replace(/[A-Z]/g, (c) => "_" + c.toLowerCase()), "  trim  ".replace(/^\s+|\s+$/g, ""));
console.log("aaa".replaceAll(/a/g, "$&!"), "abab".replace(/(a)|(z)/g, "[$1$2]"), "test".replace(/t$/, "T"));
