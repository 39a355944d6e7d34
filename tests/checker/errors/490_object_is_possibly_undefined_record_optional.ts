const scores: { [name: string]: number[] | undefined } = { ann: [1] };
const annCount = scores["ann"].length;
console.log(annCount);
