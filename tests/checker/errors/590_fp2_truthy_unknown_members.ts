function h(v: unknown) {
  if (v) console.log(v.foo);
  if (v && typeof v === "object") console.log(v.bar);
  if (v && typeof v === "string") console.log(v.baz);
  let w: {} = 1;
  if (typeof w === "number") w.toFixed(); else w.qux;
}
