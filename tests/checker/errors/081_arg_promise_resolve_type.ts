function load(): Promise<number> {
  return new Promise((resolve) => {
    resolve("done");
  });
}
