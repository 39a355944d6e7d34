function wait(n: number): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    if (n < 0) {
      reject(new Error("negative"));
      return;
    }
    resolve(n);
  });
}
wait(3).then((v) => console.log("waited", v));
