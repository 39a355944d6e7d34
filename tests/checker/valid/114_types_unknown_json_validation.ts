interface Person {
  name: string;
  age: number;
}
function isPerson(v: unknown): v is Person {
  return (
    typeof v === "object" &&
    v !== null &&
    typeof (v as Record<string, unknown>).name === "string" &&
    typeof (v as Record<string, unknown>).age === "number"
  );
}
const parsed: unknown = JSON.parse('{"name":"ann","age":3}');
if (isPerson(parsed)) console.log(parsed.name, parsed.age + 1);
