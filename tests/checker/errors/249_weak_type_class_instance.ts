class Item {
  sku = "x";
}
interface Opt {
  limit?: number;
}
const o: Opt = new Item();
