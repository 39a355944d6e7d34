// `x < (-N) ...` is a comparison, not type arguments with a parenthesized literal type.
function reverse(x: number): number {
  let answer = 0;
  while (x !== 0) {
    answer = answer * 10 + (x % 10);
    x = Math.trunc(x / 10);
    if (answer < (-2) ** 31 || answer >= 2 ** 31) return 0;
  }
  return answer;
}
const low = -7;
console.log(reverse(123), low < (-2) * 3, low < (- 1.5) + 1, low < ((-8)), low <(-.5) * 2);
