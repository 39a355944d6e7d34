// Backreferences, lazy vs greedy quantifiers, alternation order, anchors, word boundaries.
console.log("<a><b>".match(/<.+>/)![0], "<a><b>".match(/<.+?>/)![0], "aaa".match(/a{2}/)![0], "aaaa".match(/a{1,3}?/)![0]);
console.log(/^(\w+)\s\1$/.test("hey hey"), /^(\w+)\s\1$/.test("hey you"), "abcabc".match(/(abc)\1/)![1]);
console.log("catdog".match(/cat|catdog/)![0], "the cat sat".match(/\bcat\b/)!.index, "concat".match(/\bcat\b/), "a-b_c".match(/\w+/g));
console.log("x".match(/a*?/)![0].length, "aaa".replace(/a+?/g, "b"), "ab12".match(/[^a-z]+/)![0], /[\d-x]/.test("-"));
