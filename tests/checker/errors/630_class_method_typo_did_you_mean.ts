class Cart {
  items: string[] = [];
  addItem(i: string) { this.items.push(i); }
}
const c = new Cart();
c.addItems("apple");
