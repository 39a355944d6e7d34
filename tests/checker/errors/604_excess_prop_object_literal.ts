interface Options { verbose: boolean; depth: number }
const opts: Options = { verbose: true, depth: 2, color: "red" };
console.log(opts);
