// split with strings, empty separator, limits, regexes with captures, and edge cases.
console.log("a,b,,c".split(","), "abc".split(""), "abc".split(), "".split(","), "".split(""), "a,b,c".split(",", 2), "a,b".split(",", 0));
console.log("a1b22c".split(/\d+/), "a1b22c".split(/(\d+)/), "abc".split(/(?:)/), "one  two".split(" "), "x".split("x"));
console.log("😀a😀".split(""), "a-b_c".split(/[-_]/), "Hello World".split(/(o)/), "aXbXc".split("X", -1 as any), "test".split(undefined));
console.log("2024-01-15".split("-").map(Number), "k=v;k2=v2".split(";").map((p) => p.split("=")));
