interface Draft {
  title?: string;
}
const d: Draft = {};
const t: string = d.title;
