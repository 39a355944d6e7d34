// A global regex reused with test keeps lastIndex between calls; match resets it.
const re = /\d/g;
console.log(["1", "2", "3"].map((s) => re.test(s)), re.lastIndex);
re.lastIndex = 0;
console.log("a1b2".match(re), re.lastIndex, re.exec("a1b2")![0], re.lastIndex);
const sticky = /\w+/y;
const tokens: string[] = [];
const src = "ab cd";
let m;
while ((m = sticky.exec(src))) { tokens.push(m[0]); sticky.lastIndex++; }
console.log(tokens);
