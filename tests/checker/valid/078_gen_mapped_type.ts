type Flags<T> = { [K in keyof T]: boolean };
interface Features {
  darkMode: string;
  beta: number;
}
const flags: Flags<Features> = { darkMode: true, beta: false };
console.log(flags);
