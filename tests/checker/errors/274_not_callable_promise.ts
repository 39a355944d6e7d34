async function getValue(): Promise<number> {
  return 1;
}
const p = getValue();
p();
