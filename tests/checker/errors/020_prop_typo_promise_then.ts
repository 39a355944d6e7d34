async function fetchCount(): Promise<number> {
  return 42;
}
fetchCount().than((n) => console.log(n));
