interface HasId {
  id: string;
}
class Registry<T extends HasId> {
  private map = new Map<string, T>();
  add(item: T): void {
    this.map.set(item.id, item);
  }
  get(id: string): T | undefined {
    return this.map.get(id);
  }
  get count(): number {
    return this.map.size;
  }
}
const reg = new Registry<{ id: string; score: number }>();
reg.add({ id: "a", score: 1 });
console.log(reg.get("a")?.score, reg.count);
