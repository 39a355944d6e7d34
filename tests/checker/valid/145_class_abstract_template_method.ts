abstract class Report {
  generate(): string {
    return [this.header(), ...this.rows(), "end"].join("\n");
  }
  protected abstract header(): string;
  protected abstract rows(): string[];
}
class SalesReport extends Report {
  protected header(): string {
    return "sales";
  }
  protected rows(): string[] {
    return ["q1: 10", "q2: 20"];
  }
}
console.log(new SalesReport().generate());
