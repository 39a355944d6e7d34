abstract class Exporter {
  export(rows: Record<string, unknown>[]): string {
    return [this.header(rows), ...rows.map((r) => this.row(r))].filter(Boolean).join("\n");
  }
  protected abstract header(rows: Record<string, unknown>[]): string;
  protected abstract row(r: Record<string, unknown>): string;
}
class CsvExporter extends Exporter {
  protected header(rows: Record<string, unknown>[]): string { return Object.keys(rows[0] ?? {}).join(","); }
  protected row(r: Record<string, unknown>): string { return Object.values(r).map(String).join(","); }
}
console.log(new CsvExporter().export([{ a: 1, b: "x" }]));
