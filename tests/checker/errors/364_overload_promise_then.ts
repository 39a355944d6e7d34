async function n(): Promise<number> {
  return 1;
}
n().then(1);
