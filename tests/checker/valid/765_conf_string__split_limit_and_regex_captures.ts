// split with a limit cuts the result; captured groups are included and count toward the limit.
console.log("a,b,c,d".split(",", 3), "a1b2c3".split(/(\d)/, 4), "abc".split("", 2), "a,b".split(",", -1 >>> 0));
console.log("one two  three".split(/(\s+)/), "2024-01-02T03:04".split(/[-T:]/).map(Number));
