interface Options {
  verbose: boolean,
  level = 1,
}
const o: Options = { verbose: true };
