const toLabel = (n: number): string => {
  `#${n}`;
};
