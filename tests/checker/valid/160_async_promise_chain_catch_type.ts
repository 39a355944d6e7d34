Promise.resolve("42")
  .then((s) => parseInt(s, 10))
  .then((n) => {
    if (n > 40) throw new Error("too big");
    return n;
  })
  .catch((err: unknown) => {
    console.log("error:", err instanceof Error ? err.message : err);
    return -1;
  })
  .then((v) => console.log(v.toFixed(0)));
