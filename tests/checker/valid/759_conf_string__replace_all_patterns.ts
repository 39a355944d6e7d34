// replaceAll with strings containing regex metacharacters and $ patterns.
console.log("a.b.c".replaceAll(".", "$"), "1+1+1".replaceAll("+", " plus "), "(x)(x)".replaceAll("(x)", "[$&]"), "$$".replaceAll("$", "$$"));
console.log("aaa".replaceAll("aa", "b"), "".replaceAll("", "x"), "abc".replaceAll(/b/g, (m, off) => `<${m}${off}>`));
