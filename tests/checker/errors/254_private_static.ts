class Ids {
  private static next = 1;
  static take(): number {
    return Ids.next++;
  }
}
console.log(Ids.next);
