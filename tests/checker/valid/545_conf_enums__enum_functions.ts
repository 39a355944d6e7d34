// Functions over enums: parsing a name, checking membership, iterating numeric members.
enum Weekday { Mon = 1, Tue, Wed, Thu, Fri }
const parse = (s: string) => (Weekday as any)[s] as Weekday | undefined;
const isWeekday = (n: number) => Weekday[n] !== undefined;
console.log(parse("Wed"), parse("Sun"), isWeekday(5), isWeekday(6), Object.keys(Weekday).filter((k) => !isNaN(+k)).map(Number));
