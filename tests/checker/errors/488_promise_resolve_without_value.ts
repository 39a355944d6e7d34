function later(): Promise<number> {
  return new Promise((resolve) => {
    resolve();
  });
}
