interface Serializable {
  serialize(): string;
}
interface Identified {
  readonly id: number;
}
class Note implements Serializable, Identified {
  constructor(
    readonly id: number,
    private text: string,
  ) {}
  serialize(): string {
    return JSON.stringify({ id: this.id, text: this.text });
  }
}
const items: Serializable[] = [new Note(1, "hi")];
console.log(items.map((i) => i.serialize()));
