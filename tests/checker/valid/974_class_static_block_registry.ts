class Units {
  static readonly table = new Map<string, number>();
  static {
    Units.table.set("km", 1000);
    Units.table.set("m", 1);
  }
  static convert(v: number, from: string, to: string): number {
    const f = Units.table.get(from), t = Units.table.get(to);
    if (f === undefined || t === undefined) throw new Error("unit");
    return (v * f) / t;
  }
}
console.log(Units.convert(2, "km", "m"));
