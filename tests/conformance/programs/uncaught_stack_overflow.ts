// exit: 1
// Uncaught infinite recursion: RangeError, exit status 1.
console.log("recursing");
function down(n: number): number {
  return down(n + 1);
}
down(0);
