abstract class Repo<T extends { id: string }> {
  protected items = new Map<string, T>();
  abstract validate(item: T): boolean;
  save(item: T): boolean {
    if (!this.validate(item)) return false;
    this.items.set(item.id, item);
    return true;
  }
  all(): T[] { return [...this.items.values()]; }
}
interface Note { id: string; text: string }
class NoteRepo extends Repo<Note> {
  validate(n: Note) { return n.text.length > 0; }
}
const r = new NoteRepo();
r.save({ id: "1", text: "hi" });
r.save({ id: "2", text: "" });
console.log(r.all().length);
