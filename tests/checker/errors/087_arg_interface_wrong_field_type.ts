interface Options {
  retries: number;
  verbose: boolean;
}
function run(opts: Options): void {
  console.log(opts.retries);
}
run({ retries: "3", verbose: true });
