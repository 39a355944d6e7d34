interface Options {
  verbose?: boolean;
  depth?: number;
}
function configure(o: Options): void {
  console.log(o);
}
const flags = { quiet: true };
configure(flags);
