async function getData(): Promise<number[]> {
  return [1, 2, 3];
}
const data = await getData();
console.log(data);
