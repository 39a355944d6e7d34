function mustBePositive(n: number): number {
  try {
    if (n <= 0) throw new RangeError(`bad: ${n}`);
    return n;
  } catch (e) {
    if (e instanceof RangeError) {
      console.log("range error", e.message);
      return 1;
    }
    throw e;
  }
}
console.log(mustBePositive(-3));
