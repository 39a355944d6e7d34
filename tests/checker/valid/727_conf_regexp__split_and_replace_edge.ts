// Regex edge cases in split/replace: captures in split, limit, sticky-free global replace of empty matches.
console.log("a,b;c d".split(/[,; ]/), "a1b2c3".split(/\d/, 2), "abc".split(/(b)/), "aXbxc".split(/x/i));
console.log("abc".replace(/(?:)/g, "-"), "😀😀".replace(/(?:)/gu, "-"), "aaa".replace(/^a/gm, "b"), "a\na".replace(/^a/gm, "b"));
console.log("John".replace(/(?<first>\w+)/, "$<first>!$<none>!"), "x".replace(/x/, "$"), "x".replace(/x/, "$$"), "x".replace(/(x)/, "$01"));
