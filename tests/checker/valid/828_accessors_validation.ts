class Email {
  private _value = "";
  get value(): string { return this._value; }
  set value(v: string) {
    if (!v.includes("@")) throw new Error("bad email");
    this._value = v.trim().toLowerCase();
  }
}
const e = new Email();
e.value = " Ann@Example.com ";
console.log(e.value);
