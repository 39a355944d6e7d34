const cache: number[] = [];
function reset(): void {
  cache = [];
}
