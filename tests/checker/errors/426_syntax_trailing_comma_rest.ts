function f(...args: number[],) {
  return args;
}
