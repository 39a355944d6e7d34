class Widget {
  constructor(protected label: string) {}
  render(): string {
    return `[${this.label}]`;
  }
}
const w = new Widget("ok");
w.label = "changed";
