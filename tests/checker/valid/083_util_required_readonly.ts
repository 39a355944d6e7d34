interface Options {
  retries?: number;
  timeout?: number;
}
function withDefaults(o: Options): Required<Options> {
  return { retries: o.retries ?? 3, timeout: o.timeout ?? 1000 };
}
const frozen: Readonly<Required<Options>> = withDefaults({ retries: 1 });
console.log(frozen.retries, frozen.timeout);
