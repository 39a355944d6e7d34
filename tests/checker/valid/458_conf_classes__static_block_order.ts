// Static initialisation order: static fields and static blocks run top to bottom at class definition.
const log: string[] = [];
class S {
  static a = (log.push("field a"), 1);
  static { log.push("block 1, a=" + S.a); }
  static b = (log.push("field b"), S.a + 1);
  static { log.push("block 2, b=" + this.b); }
}
log.push("after class");
console.log(log, S.b);
