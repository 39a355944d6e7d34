interface Employee {
  id: number;
  name: string;
  department: string;
  salary: number;
}
const e: Employee = { id: 7, name: "Bo" };
