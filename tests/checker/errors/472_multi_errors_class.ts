class Inventory {
  items: Map<string, number>;
  add(name: string, qty: number): void {
    const cur = this.items.get(name) ?? 0;
    this.items.set(name, cur + qty);
  }
  count(): number {
    return this.item.size;
  }
}
