type Features = { search: string; export: string; share: string };
type Flags<T> = { [K in keyof T]: boolean };
const enabled: Flags<Features> = { search: true, export: false, share: true };
const on = Object.entries(enabled).filter(([, v]) => v).map(([k]) => k);
console.log(on);
