abstract class Item {
  constructor(readonly weight: number) {}
  abstract describe(): string;
}
const it: Item = 0;
const w: string = ([] as Item[])[0].describe().length;
