type Listeners<T> = { [K in keyof T as `on${Capitalize<string & K>}Change`]?: (v: T[K]) => void };
interface Model { name: string; count: number }
const ls: Listeners<Model> = {
  onNameChange: (v) => console.log(v.toUpperCase()),
  onCountChange: (v) => console.log(v.toFixed(1)),
};
ls.onNameChange?.("x");
ls.onCountChange?.(2);
