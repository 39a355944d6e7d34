class Repository {
  protected cache = new Map<number, string>();
  protected load(id: number): string {
    return this.cache.get(id) ?? `row ${id}`;
  }
  find(id: number): string {
    return this.load(id);
  }
}
const repo = new Repository();
console.log(repo.load(3));
