function g(t: [string, number | undefined], m: RegExpMatchArray, xs: (number | null)[]) {
  if (t[1] !== undefined) console.log(t[1].toFixed(1), t["1"].toFixed(2));
  console.log(t[1].toFixed(3));
  if (m[1]) console.log(m[1].length);
  console.log(m[1].length);
  xs[0] = 5;
  console.log(xs[0].toFixed(), xs[1].toFixed());
}
g(["a", 1], "ab".match(/(a)/)!, [1]);
