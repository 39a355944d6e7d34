// Overridden methods called through base-class references and arrays of mixed subclasses.
abstract class Employee { constructor(public name: string) {} abstract pay(): number; toString() { return `${this.name}: ${this.pay()}`; } }
class Salaried extends Employee { constructor(name: string, private salary: number) { super(name); } pay() { return this.salary / 12; } }
class Hourly extends Employee { constructor(name: string, private rate: number, private hours: number) { super(name); } pay() { return this.rate * this.hours; } }
const staff: Employee[] = [new Salaried("ann", 60000), new Hourly("bob", 20, 80), new Salaried("cy", 30000)];
console.log(staff.map(String), staff.reduce((s, e) => s + e.pay(), 0));
console.log(staff.filter((e) => e instanceof Hourly).map((e) => e.name));
