interface Flags {
  verbose: boolean;
}
const flags: Flags = { verbose: false };
flags.verbose = "true";
console.log(flags);
