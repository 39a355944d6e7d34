async function load(): Promise<number[]> {
  return 5 as unknown as Promise<number[]>;
}
const arr: number[] = load();
