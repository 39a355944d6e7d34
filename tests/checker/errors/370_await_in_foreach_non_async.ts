async function save(x: number): Promise<void> {
  console.log(x);
}
async function saveAll(xs: number[]) {
  xs.forEach((x) => {
    await save(x);
  });
}
