class Vehicle {
  wheels = 4;
}
class Bike extends Vehicle {
  wheels = 2;
  ring(): string {
    return "ring ring";
  }
}
function describe(v: Vehicle): string {
  return v instanceof Bike ? v.ring() : `${v.wheels} wheels`;
}
console.log(describe(new Bike()), describe(new Vehicle()));
