class IdGenerator {
  private static next = 1;
  static readonly prefix = "id-";
  static take(): string {
    return IdGenerator.prefix + IdGenerator.next++;
  }
  static reset(): void {
    this.next = 1;
  }
}
console.log(IdGenerator.take(), IdGenerator.take());
IdGenerator.reset();
console.log(IdGenerator.take());
