function f(...xs: number[], last: string) {
  return last;
}
