class Store {
  private data = new Map<string, number>();
  get(key: string): number | undefined;
  get(key: string, fallback: number): number;
  get(key: string, fallback?: number): number | undefined {
    return this.data.get(key) ?? fallback;
  }
  set(key: string, v: number): this {
    this.data.set(key, v);
    return this;
  }
}
const st = new Store().set("a", 1);
const x: number = st.get("b", 0);
console.log(x, st.get("a"));
