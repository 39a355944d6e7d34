interface Ctx {
  prefix: string;
}
function format(this: Ctx, msg: string): string {
  return this.prefix + msg;
}
const ctx: Ctx = { prefix: "> " };
console.log(format.call(ctx, "hello"));
const bound = format.bind(ctx);
console.log(bound("bye"));
