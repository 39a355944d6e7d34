class Repo {
  private rows: string[] = [];
  insert(key: string, value: string): void {
    this.rows.push(`${key}=${value}`);
  }
}
const r = new Repo();
r.insert("a");
