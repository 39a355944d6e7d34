type Args = [string] | [string, number];
function call(args: Args): string {
  if (args.length === 2) {
    return args[0].repeat(args[1]);
  }
  return args[0];
}
console.log(call(["ab", 2]), call(["x"]));
