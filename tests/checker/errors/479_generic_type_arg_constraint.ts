interface HasId {
  id: number;
}
class Store<T extends HasId> {
  items: T[] = [];
}
const s = new Store<{ name: string }>();
