const pending: Promise<string[]> = Promise.resolve(["b", "a"]);
pending
  .then((xs) => xs.sort())
  .then((xs) => console.log(xs[0]));
