interface Opts {
  verbose: boolean;
}
function run(task: string, opts: Opts): void {
  console.log(task, opts.verbose);
}
const maybeOpts: Opts | undefined = undefined;
run("build", maybeOpts);
