// U+2028 and U+2029 are line terminators: automatic semicolon insertion applies after
// break, continue and return, and they end a single-line comment; inside strings and
// templates they are ordinary characters.
let i = 0;
outer: for (i = 1; i < 3; i++) {
  inner: do {
    break outer;
  } while (0);
}
console.log("break:", i);
let n = 0;
outer2: for (n = 0; n < 2; n++) {
  do { continue outer2; } while (0);
}
console.log("continue:", n);
function f(): unknown {
  return 1;
}
console.log("return:", f());
// a comment console.log("after the comment");
const s = "a b", t = `c d`;
console.log(s.length, t.length, s.charCodeAt(1).toString(16), t.charCodeAt(1).toString(16));
