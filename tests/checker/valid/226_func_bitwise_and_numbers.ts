function isPowerOfTwo(n: number): boolean {
  return n > 0 && (n & (n - 1)) === 0;
}
console.log([1, 2, 3, 4, 6, 8].map(isPowerOfTwo));
