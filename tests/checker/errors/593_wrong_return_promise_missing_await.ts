async function fetchCount(): Promise<number> {
  return 3;
}
function double(): number {
  return fetchCount() * 2;
}
console.log(double());
