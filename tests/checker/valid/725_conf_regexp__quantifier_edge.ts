// Quantifier edge cases: {0}, {n,}, nested quantifiers, optional groups, greedy alternation.
console.log("aaa".match(/a{0}/)![0] === "", "aaaa".match(/a{2,}/)![0], "abab".match(/(ab)+/)![0], "color colour".match(/colou?r/g));
console.log("aaa".match(/a*?a/)![0], "xaaay".match(/a+?y/)![0], "123abc".match(/\d+|\w+/)![0], "abc".match(/(a|ab)(c|bcd)?/)!.slice(0, 3));
