const scores: { [name: string]: number[] | undefined } = { ann: [1] };
console.log(scores["ann"].length);
