// The narrowing of a `let` does not reach a closure before its last assignment.
function early() {
  let x: string | null = "a";
  const f = () => x.length;
  x = null;
  return f;
}
function param(p: string | null) {
  if (p) {
    const f = () => p.length;
    return f;
  }
  p = "z";
}
function viaVar() {
  var v: string | null = "a";
  const f = () => v.length;
  return f;
}
function nested() {
  let x: string | null = "a";
  [1].forEach(() => {
    x = null;
  });
  const f = () => x.length;
  return f;
}
function method() {
  let x: string | null = "a";
  const o = { m() { return x.length; } };
  x = null;
  return o;
}
function loop() {
  let x: string | null = "a";
  for (let i = 0; i < 2; i++) {
    x = "c";
    [1].map(() => x.length);
  }
}
