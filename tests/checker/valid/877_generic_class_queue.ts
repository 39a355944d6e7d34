class Queue<T> {
  #items: T[] = [];
  push(...xs: T[]): void {
    this.#items.push(...xs);
  }
  shift(): T | undefined {
    return this.#items.shift();
  }
  get size(): number {
    return this.#items.length;
  }
}
const q = new Queue<string>();
q.push("a", "b");
console.log(q.shift()?.toUpperCase(), q.size);
